// The visitor asked the system for less motion: rows jump instead of gliding, videos wait for a tap.
export const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
