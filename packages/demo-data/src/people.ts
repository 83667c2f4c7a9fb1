// People: dealer names and winner nicknames, Czech and international.

export const dealerFirstNames = [
  'Tereza', 'Klára', 'Petra', 'Lucie', 'Veronika', 'Kateřina', 'Barbora', 'Eliška', 'Jana', 'Markéta',
  'Tomáš', 'Jakub', 'Ondřej', 'Lukáš', 'Martin', 'Jiří', 'Anna', 'Sofia', 'Elena', 'Ioana', 'Andreea',
  'Maria', 'Lena', 'Eva', 'Nikos', 'Mehmet', 'Ayşe', 'Fatima', 'Youssef', 'Sanne', 'Daan', 'João', 'Beatriz',
  'Oliver', 'Emily', 'Greta', 'Lars',
] as const;

export const nicknameStems = [
  'Petr', 'Jana', 'Honza', 'Lucka', 'Martin', 'Pavel', 'Kuba', 'Eva', 'Zdeněk', 'Radek', 'Tomáš', 'Míša',
  'Ondra', 'Vašek', 'Šárka', 'Jirka', 'Franta', 'Bára', 'lucky', 'spin', 'king', 'ace', 'joker',
] as const;
