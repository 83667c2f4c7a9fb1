// Menus, submenu links and preview-mode link rewriting (part 1 §2, part 2 §1).
export { menuItems, resolveMenuItemLink, NavigationLabelKey, type MenuEntry } from './menu-items.ts';
export { submenuLinks, resolveSubmenuLink, type SubmenuLink } from './submenu-links.ts';
export { previewLink, isExternalLink, type RouteLocationLike } from './preview-link.ts';
