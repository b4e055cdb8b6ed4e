/** The signed-in person as the shell needs them. */
export type SessionUser = { id: string; username: string; full_name: string; avatar_url: string | null };

export type Session =
  | { status: "loading"; user: null }
  | { status: "signed-out"; user: null }
  | { status: "signed-in"; user: SessionUser };

const SIGNED_OUT: Session = { status: "signed-out", user: null };

/**
 * The current session. Sign-in does not exist yet, so everyone is a signed-out visitor.
 * Issue 3 (auth) replaces this with a TanStack Query hook on `GET /api/auth/session`.
 */
export function useSession(): Session {
  return SIGNED_OUT;
}
