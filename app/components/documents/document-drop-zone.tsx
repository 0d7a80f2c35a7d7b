/** A drop zone that is also a file picker: many files at once, by dropping or by choosing. */
import { useId, useState } from "react";

// A .zip is a folder of these; its folder names become tags (docs/architecture.md, "Collections and tags").
const acceptedTypes = ".pdf,.docx,.xlsx,.xls,.csv,.ods,.txt,.md,.zip";

export function DocumentDropZone(props: { uploading: number; onUpload: (files: File[]) => void }) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <div
      data-testid="dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        props.onUpload(Array.from(event.dataTransfer.files));
      }}
      className={`rounded-lg border-2 border-dashed px-3 py-4 text-center transition-colors ${
        dragging ? "border-blue-500 bg-blue-50" : "border-slate-300 bg-white"
      }`}
    >
      <input
        id={inputId}
        type="file"
        multiple
        accept={acceptedTypes}
        data-testid="file-input"
        className="peer sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Reset so choosing the same file again still fires a change.
          event.target.value = "";
          props.onUpload(files);
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-block cursor-pointer rounded-md bg-slate-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700 peer-focus-visible:ring-2 peer-focus-visible:ring-blue-600 peer-focus-visible:ring-offset-2"
      >
        Add documents
      </label>
      <p className="mt-2 text-xs text-slate-500">or drop files here · PDF, Word, Excel, CSV, ODS, text, Markdown</p>
      {props.uploading > 0 && (
        <p role="status" className="mt-2 text-xs text-blue-800">
          Uploading {props.uploading} file{props.uploading === 1 ? "" : "s"}…
        </p>
      )}
    </div>
  );
}
