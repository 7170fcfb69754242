import { formatPrintTime, type PrintProfile } from '../../../../shared/constants/print-profile';

/** The creator's print settings (decision 092), beside what the server measured; nothing when none were given. */
export function PrintProfilePanel({ profile }: { profile: PrintProfile }) {
  const facts: [string, string][] = [];
  if (profile.printer) facts.push(['Printer', profile.printer]);
  if (profile.material) facts.push(['Material', profile.material]);
  if (profile.layerHeightMm !== null) facts.push(['Layer height', `${profile.layerHeightMm} mm`]);
  if (profile.supportsNeeded !== null) facts.push(['Supports', profile.supportsNeeded ? 'Needed' : 'Not needed']);
  if (profile.infillPercent !== null) facts.push(['Infill', `${profile.infillPercent} %`]);
  if (profile.printMinutes !== null) facts.push(['Print time', formatPrintTime(profile.printMinutes)]);
  if (profile.plates !== null) facts.push(['Plates', String(profile.plates)]);
  if (facts.length === 0) return null;
  return (
    <div data-testid="print-profile">
      <h3 className="text-base font-semibold text-fg">How it was printed</h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="font-medium break-words text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
