import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

/** Doc 1 Footer: Subscribe only clears the box; there is no newsletter service behind it. */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState("");

  const subscribe = (event: FormEvent) => {
    event.preventDefault();
    setEmail("");
    toast.success("Thank you for subscribing!", {
      description: "Stories from women entrepreneurs, monthly.",
    });
  };

  return (
    <form onSubmit={subscribe} className="grid gap-2">
      <label htmlFor={inputId} className="font-semibold text-foreground text-sm">
        Get the Saheli newsletter
      </label>
      <p className="text-muted-foreground text-sm">
        New shops, founder stories and community events, once a month.
      </p>
      <div className="mt-1 flex gap-2">
        <Input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-10 rounded-full"
        />
        <Button type="submit">Subscribe</Button>
      </div>
    </form>
  );
}
