import type { Order } from "@saheli/core/contracts/orders";
import { useVendorOrdersT } from "../i18n";
import { Panel } from "./panel";

/** The buyer's reason for sending it back, and her photos. */
export function ReturnPanel({ order }: { order: Order }) {
  const { t } = useVendorOrdersT();
  // Her uploads are Saheli's own paths; anything else is not shown as a link.
  const photos = order.return_photos.filter((photo) => photo.startsWith("/") && !photo.startsWith("//"));
  if (!order.return_reason && photos.length === 0) return null;
  return (
    <Panel title={t("panels.return")} id="order-return">
      {order.return_reason && (
        <blockquote className="border-primary/40 border-l-4 pl-3 text-sm">{order.return_reason}</blockquote>
      )}
      {photos.length > 0 && (
        <ul aria-label={t("panels.returnPhotos")} className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noopener noreferrer" className="block">
                <img
                  src={photo}
                  alt={t("panels.returnPhotoAlt", { n: index + 1, total: photos.length })}
                  width={96}
                  height={96}
                  className="size-24 rounded-xl bg-muted object-cover ring-1 ring-border"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
