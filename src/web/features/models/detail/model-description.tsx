/** The creator's own words, as typed: plain text with its line breaks, never HTML. */
export function ModelDescription({ text }: { text: string }) {
  return (
    <section aria-labelledby="description-heading">
      <h2 id="description-heading" className="mb-3 text-lg font-semibold text-fg">
        About this model
      </h2>
      {text ? (
        <p data-testid="model-description" className="leading-relaxed break-words whitespace-pre-line text-fg">
          {text}
        </p>
      ) : (
        <p className="text-fg-muted italic">The creator has not added a description.</p>
      )}
    </section>
  );
}
