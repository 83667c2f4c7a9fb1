// The phone drawer lists both lobbies' menus and the submenu, which may name one page twice (the
// server's menu holds Tournaments, the submenu's fixed links do too: issue 21, finding 8). Each
// address shows once in the drawer, in the first list that holds it; within a list no two links
// share a name. A name may repeat across lists ("Všechny hry" of each lobby: the list's heading
// tells them apart, their addresses differ).
import type { NavLink } from '@casino/react-ui';

const nameOf = (link: NavLink) => link.label.trim().toLocaleLowerCase();

export const uniqueDrawerLinks = (lists: readonly (readonly NavLink[])[]): NavLink[][] => {
  const seenHrefs = new Set<string>();
  return lists.map((links) => {
    const seenNames = new Set<string>();
    return links.filter((link) => {
      if (seenHrefs.has(link.href) || seenNames.has(nameOf(link))) return false;
      seenHrefs.add(link.href);
      seenNames.add(nameOf(link));
      return true;
    });
  });
};
