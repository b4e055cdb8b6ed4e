import { useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { useWishlist } from "../api/wishlist";
import { WishlistItems } from "./wishlist-items";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onOpenCart: () => void };

/** Doc 3 §2.8: a 24rem drawer with the count, the items, 'View All Wishlist Items', Cart and Continue Shopping. */
export function WishlistDrawer({ open, onOpenChange, onOpenCart }: Props) {
  const wishlist = useWishlist();
  const navigate = useNavigate();
  const count = wishlist.data?.items.length ?? 0;
  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-[24rem]">
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            Wishlist {count > 0 && <Badge>{count}</Badge>}
          </SheetTitle>
          <SheetDescription className="sr-only">The things you hearted</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <WishlistItems onNavigate={() => onOpenChange(false)} onContinue={() => go("/commerce")} />
        </SheetBody>
        <SheetFooter>
          {count > 0 && (
            <Button variant="outline" onClick={() => go("/wishlist")}>
              View All Wishlist Items
            </Button>
          )}
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="ghost"
              onClick={() => {
                onOpenChange(false);
                onOpenCart();
              }}
            >
              Cart
            </Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Continue Shopping
            </Button>
          </div>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
