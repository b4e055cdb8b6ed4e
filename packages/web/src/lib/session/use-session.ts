import type { SessionProfile, SessionResponse } from "@saheli/core/contracts/auth";
import { useMemo } from "react";
import { useSessionQuery } from "./get-session";

/** The signed-in person as the shell needs them. */
export type SessionUser = { id: string; username: string; full_name: string; avatar_url: string | null };

export type Session =
  | { status: "loading"; user: null; profile: null; account: null; error: null }
  | {
      status: "signed-out";
      user: null;
      profile: null;
      account: null;
      /** Set when the session could not be checked at all (network, server fault), not for a visitor. */
      error: Error | null;
    }
  | {
      status: "signed-in";
      user: SessionUser;
      profile: SessionProfile;
      /** The sign-in identity: e-mail, phone and auth role. */
      account: SessionResponse["user"];
      error: null;
    };

const LOADING: Session = { status: "loading", user: null, profile: null, account: null, error: null };

/** The current session, from the cached `GET /api/auth/session` (doc 2 §4 "Auth initialisation"). */
export function useSession(): Session {
  const { data, isPending, error } = useSessionQuery();
  return useMemo((): Session => {
    if (data) {
      const { profile } = data;
      const user = {
        id: profile.id,
        username: profile.username,
        full_name: profile.full_name,
        avatar_url: profile.avatar_url,
      };
      return { status: "signed-in", user, profile, account: data.user, error: null };
    }
    if (isPending) return LOADING;
    return { status: "signed-out", user: null, profile: null, account: null, error: error ?? null };
  }, [data, isPending, error]);
}
