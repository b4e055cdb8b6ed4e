import { type ImgHTMLAttributes, useState } from "react";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & { src: string | null };

/** An image that swaps to the neutral placeholder when it is missing or fails to load. */
export function FallbackImage({ src, alt, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      {...props}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(src);
      }}
    />
  );
}
