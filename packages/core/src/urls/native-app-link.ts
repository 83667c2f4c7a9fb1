// The native launch link (part 2 §2): the app's scheme plus a location, then play/{gameCode}.

/** nativeAppLink('casinoapp://', 'kasino', 'bookofdead') → 'casinoapp://kasino/play/bookofdead'. */
export const nativeAppLink = (scheme: string, location: string, gameCode: string): string => {
  const place = location.replace(/^\/+|\/+$/g, '');
  const prefix = place === '' ? scheme : `${scheme}${scheme.endsWith('/') || scheme.endsWith(':') ? '' : '/'}${place}/`;
  const separator = prefix.endsWith('/') || prefix.endsWith(':') ? '' : '/';
  return `${prefix}${separator}play/${encodeURIComponent(gameCode)}`;
};
