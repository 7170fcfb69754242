/**
 * The canonical address of a model page: the slug keeps links readable, the id finds the model.
 * The server answers every other address of a model's page with a redirect here, and the web app
 * replaces it in place after an in-app link without the slug.
 */
export function modelPath(model: { id: string; slug: string }): string {
  return `/model/${encodeURIComponent(model.slug)}/${encodeURIComponent(model.id)}`;
}
