// Components import their own stylesheet for its side effect; the portal's bundler turns it into a link.
declare module '*.css' {}
