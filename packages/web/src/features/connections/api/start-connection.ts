import type { OAuthPlatform } from "@saheli/core/connections";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** `GET /api/oauth/{platform}/authorize`: the provider's consent page for her, coming back to `returnTo`. */
export async function startConnection(platform: OAuthPlatform, returnTo: string): Promise<string> {
  const query = new URLSearchParams({ return_to: returnTo });
  const { url } = await api.get<{ url: string }>(`/api/oauth/${platform}/authorize?${query}`);
  return url;
}

/** Leaves for the provider once the server has kept her state; stays busy until the page goes. */
export function useStartConnection(platform: OAuthPlatform) {
  return useMutation({
    mutationFn: async (returnTo: string) => {
      const url = await startConnection(platform, returnTo);
      window.location.assign(url);
      // The page is leaving: keep the button busy rather than flash back to idle.
      await new Promise(() => undefined);
    },
  });
}
