/**
 * "/documents/:id/view?chunk=…": the document viewer a citation's "Open" leads to for formats a
 * browser cannot show (sheets, CSV, DOCX, text): the cited rows or passage, highlighted and
 * scrolled into view. A deleted document gets a page saying so, with status 404.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { PassageView } from "~/components/viewer/passage-view";
import { TableView } from "~/components/viewer/table-view";
import { originalFileHref } from "~/lib/document-links";
import { ChunkIdPattern, DocumentViewQuery } from "~/lib/document-view";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const document = /^[0-9a-f-]{36}$/i.test(id) ? await context.docent.findDocument(id) : null;
  if (!document) return data({ state: "deleted" as const }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const chunk = search.get("chunk") ?? "";
  const query = DocumentViewQuery.safeParse({
    sheet: search.get("sheet") ?? undefined,
    rows: search.get("rows") ?? undefined,
    quote: search.get("quote") ?? undefined,
  });
  const view = ChunkIdPattern.test(chunk) && query.success ? await context.docent.viewDocument(id, chunk, query.data) : undefined;
  if (!view || (view.passages.length === 0 && !view.table)) return data({ state: "missing" as const, document }, { status: 404 });
  return { state: "view" as const, view };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  {
    title:
      loaded && loaded.state !== "deleted"
        ? `${loaded.state === "view" ? loaded.view.document.filename : loaded.document.filename} · Docent`
        : "Document deleted · Docent",
  },
];

function Frame(props: { title: string; children: React.ReactNode; download?: string }) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <header className="mb-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900" data-testid="viewer-title">
          {props.title}
        </h1>
        {props.download && (
          <a href={props.download} className="text-sm font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900">
            Download the original
          </a>
        )}
        <a href="/" className="text-sm font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900">
          Back to the chat
        </a>
      </header>
      {props.children}
    </main>
  );
}

export default function DocumentViewer() {
  const loaded = useLoaderData<typeof loader>();
  const target = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // A block body: newer Chromium returns a promise from scrollIntoView, and an effect may only return a cleanup.
    target.current?.scrollIntoView({ block: "center" });
  }, []);
  if (loaded.state === "deleted") {
    return (
      <Frame title="Document deleted">
        <p role="alert" data-testid="viewer-deleted" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          This document was deleted, so Docent can no longer show it. Answers that cited it keep the passage they quoted.
        </p>
      </Frame>
    );
  }
  if (loaded.state === "missing") {
    return (
      <Frame title={loaded.document.filename} download={originalFileHref(loaded.document.id)}>
        <p role="alert" data-testid="viewer-missing" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          The cited passage is no longer in this document (it may have been read again since). The original file is still here.
        </p>
      </Frame>
    );
  }
  const { view } = loaded;
  return (
    <Frame title={view.document.filename} download={originalFileHref(view.document.id)}>
      {view.table ? (
        <TableView table={view.table} targetRef={target as React.Ref<HTMLTableRowElement>} />
      ) : (
        <PassageView passages={view.passages} targetRef={target} />
      )}
    </Frame>
  );
}
