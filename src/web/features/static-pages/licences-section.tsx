const LICENCES: { name: string; url?: string; meaning: string; remix: string }[] = [
  {
    name: 'CC BY 4.0 (default)',
    url: 'https://creativecommons.org/licenses/by/4.0/',
    meaning: 'Anyone may use, change and sell the model or prints of it, as long as they credit the creator.',
    remix: 'Allowed with credit, under any licence.',
  },
  {
    name: 'CC BY-SA 4.0',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    meaning: 'Like CC BY, but anything made from the model must be shared under the same licence.',
    remix: 'Allowed with credit; the remix must also be CC BY-SA 4.0.',
  },
  {
    name: 'CC BY-NC 4.0',
    url: 'https://creativecommons.org/licenses/by-nc/4.0/',
    meaning: 'Anyone may use and change the model with credit, but not for commercial purposes, such as selling prints.',
    remix: 'Allowed with credit; the remix must stay non-commercial.',
  },
  {
    name: 'CC0 1.0',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    meaning: 'The creator gives up all rights as far as the law allows. Anyone may do anything with the model, with no credit required.',
    remix: 'Allowed for any purpose; credit is still appreciated.',
  },
  {
    name: 'Custom',
    meaning: 'The creator’s own terms, written in the model’s description.',
    remix: 'Only as the creator’s terms allow. If in doubt, ask them in a comment.',
  },
];

/** Community guidelines: the licences a model can carry, and how to give credit and remix. */
export function LicencesSection() {
  return (
    <>
      <h2 id="credit-and-licences">Credit and licences</h2>
      <p>
        Every public model on Meshmandi carries a licence chosen by its creator. The licence is shown on the model page, and it is what lets
        you use the model. Meshmandi does not override it.
      </p>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Licences available on Meshmandi</caption>
          <thead>
            <tr>
              <th scope="col">Licence</th>
              <th scope="col">What it means</th>
              <th scope="col">Remixing</th>
            </tr>
          </thead>
          <tbody>
            {LICENCES.map((licence) => (
              <tr key={licence.name}>
                <th scope="row">{licence.url ? <a href={licence.url}>{licence.name}</a> : licence.name}</th>
                <td>{licence.meaning}</td>
                <td>{licence.remix}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <strong>Giving credit.</strong> When a licence asks for credit, give the creator&apos;s name, a link to the model on Meshmandi, the name
        of the licence, and say whether you changed the model. For example: &ldquo;Temple bell by Priya R., Meshmandi, CC BY 4.0, scaled and
        split for printing.&rdquo; On a print you sell or give away, put the credit on the listing or packaging.
      </p>
      <p>
        <strong>Choosing a licence for your own work.</strong> Pick the licence before you publish. Creative Commons licences cannot be
        withdrawn from people who have already downloaded your model, so if you later change your mind, the new licence applies only to new
        downloads.
      </p>

      <h2 id="remixing">Remixing</h2>
      <p>Remixes are one of the best things about a community like this: a better base, a fixed tolerance, a version sized for a smaller printer.</p>
      <ul>
        <li>Check the original&apos;s licence first, and follow the table above.</li>
        <li>Credit the original in your description, with a link to its Meshmandi page.</li>
        <li>Describe what you changed. Do not present a remix, or a model that is only re-exported or rescaled, as entirely your own work.</li>
        <li>Do not remove a creator&apos;s name, signature or logo that is part of a model.</li>
        <li>Models taken from other websites, games or films are not yours to upload unless their licence or their owner allows it.</li>
      </ul>
    </>
  );
}
