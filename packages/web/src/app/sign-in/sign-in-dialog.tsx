import { Clock, Heart, ShoppingBag, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SaheliMark } from "../brand";
import type { SignInMode } from "./sign-in-context";

type SignInDialogProps = {
  open: boolean;
  mode: SignInMode;
  onModeChange: (mode: SignInMode) => void;
  onClose: () => void;
};

const WHILE_YOU_WAIT = [
  { icon: ShoppingBag, text: "Browse products and services from women-led shops" },
  { icon: Heart, text: "Discover makers and categories you love" },
  { icon: Users, text: "Get ready to join a community that has your back" },
] as const;

/** Sign-in arrives in the next release (issue 3); until then the dialog says so, kindly. */
export function SignInDialog({ open, mode, onModeChange, onClose }: SignInDialogProps) {
  const creating = mode === "create-account";
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader className="items-center pr-0 text-center">
          <SaheliMark className="mb-2 size-12" />
          <DialogTitle>{creating ? "Create your Saheli account" : "Sign in to Saheli"}</DialogTitle>
          <DialogDescription>
            Join women entrepreneurs across India to shop, connect and grow together.
          </DialogDescription>
          <span className="mt-1 rounded-full bg-success-soft px-2.5 py-0.5 font-medium text-success text-xs">
            Free to join
          </span>
        </DialogHeader>

        <div className="rounded-xl bg-accent-soft p-4 text-sm" role="note">
          <p className="flex items-center gap-2 font-semibold text-foreground">
            <Clock aria-hidden className="size-4 text-warning" />
            {creating ? "Accounts arrive" : "Sign-in arrives"} in our next release
          </p>
          <p className="mt-1 text-muted-foreground">
            Passwordless sign-in with a one-time code by email or phone is almost ready. Meanwhile you can:
          </p>
          <ul className="mt-3 grid gap-2">
            {WHILE_YOU_WAIT.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-2 text-foreground">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                {text}
              </li>
            ))}
          </ul>
        </div>

        <div className="grid gap-2">
          <Button asChild size="lg">
            <Link to="/commerce" onClick={onClose}>
              Explore the marketplace
            </Link>
          </Button>
          <Button size="lg" variant="ghost" onClick={onClose}>
            Continue browsing
          </Button>
        </div>
        <p className="text-center text-muted-foreground text-sm">
          {creating ? "Already a member?" : "New to Saheli?"}{" "}
          <Button variant="link" onClick={() => onModeChange(creating ? "sign-in" : "create-account")}>
            {creating ? "Sign in" : "Create an account"}
          </Button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
