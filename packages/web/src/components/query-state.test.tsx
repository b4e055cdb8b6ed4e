import i18next from "i18next";
import { Inbox } from "lucide-react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { initReactI18next } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { common } from "@/lib/i18n/catalogues/en/common";
import { queryBranch } from "./query-branch";
import { QueryError, QueryState, type QueryStateQuery } from "./query-state";

// The components speak through i18next, as in the app: here in English, its words loaded at once.
void i18next.use(initReactI18next).init({
  lng: "en",
  ns: ["common"],
  defaultNS: "common",
  resources: { en: { common } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

type Items = string[];

const pending: QueryStateQuery<Items> = { isError: false, error: null, data: undefined, refetch: () => {} };
const failed = (error: unknown): QueryStateQuery<Items> => ({ ...pending, isError: true, error });
const loaded = (data: Items): QueryStateQuery<Items> => ({ ...pending, data });

function render(query: QueryStateQuery<Items>) {
  return renderToStaticMarkup(
    <QueryState
      query={query}
      loading={<p role="status">Loading items</p>}
      errorTitle="We couldn't load the items"
      isEmpty={(items) => items.length === 0}
      empty={{ icon: Inbox, title: "No items yet", description: "Add one to begin." }}
    >
      {(items) => (
        <ul aria-label="Items">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe("queryBranch", () => {
  it("waits while there is neither data nor an error", () => {
    expect(queryBranch(pending)).toEqual({ kind: "loading" });
  });

  it("shows the error when there is nothing else to show", () => {
    const error = new Error("boom");
    expect(queryBranch(failed(error))).toEqual({ kind: "error", error });
  });

  it("keeps data she already sees when a refetch or a next page fails", () => {
    expect(queryBranch({ ...failed(new Error("boom")), data: ["a"] })).toEqual({ kind: "data", data: ["a"] });
  });

  it("is empty only by the screen's predicate", () => {
    const isEmpty = (items: Items) => items.length === 0;
    expect(queryBranch(loaded([]), isEmpty)).toEqual({ kind: "empty", data: [] });
    expect(queryBranch(loaded(["a"]), isEmpty)).toEqual({ kind: "data", data: ["a"] });
    expect(queryBranch(loaded([]))).toEqual({ kind: "data", data: [] });
  });
});

describe("QueryState", () => {
  it("renders the screen's skeleton while loading", () => {
    const html = render(pending);
    expect(html).toContain("Loading items");
    expect(html).not.toContain('Items"');
  });

  it("renders an alert with the API's message and a Try again button", () => {
    const html = render(failed(new ApiError(503, "UNAVAILABLE", "Try again soon")));
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain("We couldn&#x27;t load the items");
    expect(html).toContain("Try again soon");
    expect(html).toMatch(/<button type="button"[^>]*>.*Try again<\/span><\/button>/);
  });

  it("hides an unexpected error's internals behind the generic line", () => {
    const html = render(failed(new TypeError("x is undefined")));
    expect(html).not.toContain("x is undefined");
    expect(html).toContain("Something went wrong");
  });

  it("renders the empty state the screen gives", () => {
    const html = render(loaded([]));
    expect(html).toContain("No items yet");
    expect(html).toContain("Add one to begin.");
    expect(html).not.toContain('role="alert"');
  });

  it("renders its children with the data", () => {
    expect(render(loaded(["tea", "silk"]))).toContain(
      '<ul aria-label="Items"><li>tea</li><li>silk</li></ul>',
    );
  });
});

describe("Try again", () => {
  it("refetches the query", () => {
    const refetch = vi.fn();
    // QueryState has no hooks, so calling it gives the element it renders: the error panel and its handler.
    const panel = QueryState({
      query: { ...failed(new Error("boom")), refetch },
      loading: null,
      errorTitle: "Failed",
      children: () => null,
    }) as ReactElement<{ onRetry: () => void }>;
    expect(panel.type).toBe(QueryError);
    panel.props.onRetry();
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("is busy while the retry runs", () => {
    const html = render({ ...failed(new Error("boom")), isRefetching: true });
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*aria-busy="true"/);
  });
});
