import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

type Result = { message: string };

/** `POST /api/newsletter/subscriptions`: a confirmation e-mail follows; nothing else is sent until she confirms. */
export const subscribeNewsletter = (email: string) =>
  api.post<Result>("/api/newsletter/subscriptions", { email });

/** `POST /api/newsletter/confirm`: the token from the confirmation e-mail. */
export const confirmNewsletter = (token: string) => api.post<Result>("/api/newsletter/confirm", { token });

/** `POST /api/newsletter/unsubscribe`: the signed token from any newsletter e-mail. */
export const unsubscribeNewsletter = (token: string) =>
  api.post<Result>("/api/newsletter/unsubscribe", { token });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
export const useConfirmNewsletter = () => useMutation({ mutationFn: confirmNewsletter });
export const useUnsubscribeNewsletter = () => useMutation({ mutationFn: unsubscribeNewsletter });
