import { useCallback } from "react";
import { useNavigate } from "react-router";

/** Back through history when the visitor came from inside the app, else home. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/");
  }, [navigate]);
}
