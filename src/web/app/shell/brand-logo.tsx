import { Link } from 'react-router';

export function BrandLogo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-fg" aria-label="Meshmandi home">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-brand" />
        <path d="M16 6 25 11v10l-9 5-9-5V11z M7 11l9 5 9-5M16 16v10" fill="none" className="stroke-brand-fg" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {/* Below 400 px a signed-in bar (bell, theme, avatar, menu) has no room for the word; the link keeps its name. */}
      <span className="max-[399px]:hidden">Meshmandi</span>
    </Link>
  );
}
