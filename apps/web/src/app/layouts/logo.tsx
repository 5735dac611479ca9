import { Link } from "react-router";

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#4f46e5" />
        <path d="M18 40V24l14-8 14 8v16l-14 8z" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
        <path d="M32 32l14-8M32 32v16M32 32l-14-8" stroke="#fff" strokeWidth="3" />
      </svg>
      <span>Classwise</span>
    </Link>
  );
}
