// The portal on a phone as a visitor holds it (page-object model): how much of the screen the chrome
// that stays put (fixed or sticky) covers while they read, whether the words they should read are
// whole (tile names, the winners pages' links), whether a banner's words are painted twice, and the
// lobby switch in the header. Measured from the page's own boxes, not from its markup's classes,
// where it can: a new fixed bar counts without the model knowing its name.
import { LobbyModel } from './lobby.model.ts';

/** One piece of chrome that stays put while the page scrolls. */
export interface StayingChrome {
  /** Its tag and class, to say which one it is. */
  readonly what: string;
  readonly top: number;
  readonly bottom: number;
}

export interface ChromeCover {
  /** Rows of the viewport some staying chrome covers (overlaps counted once). */
  readonly coveredPx: number;
  readonly viewportPx: number;
  readonly pieces: readonly StayingChrome[];
}

export interface LobbyLink {
  readonly label: string;
  readonly href: string | null;
  readonly current: string | null;
  readonly visible: boolean;
}

export class PhoneModel extends LobbyModel {
  /** Scrolls the window down by `px` (a reader's thumb), and lets sticky parts settle. */
  async scrollDown(px: number): Promise<void> {
    await this.page.evaluate((by) => window.scrollBy(0, by), px);
    await this.page.waitForTimeout(200);
  }

  /**
   * The fixed and sticky elements the visitor sees now, and how many rows of the viewport they
   * cover together. An element counts where its box meets the viewport and it is painted (a closed
   * drawer or an empty dock covers nothing).
   */
  async chromeCover(): Promise<ChromeCover> {
    return this.page.evaluate(() => {
      const height = window.innerHeight;
      const pieces: { what: string; top: number; bottom: number }[] = [];
      for (const element of document.querySelectorAll('body *')) {
        const position = getComputedStyle(element).position;
        if (position !== 'fixed' && position !== 'sticky') continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const box = element.getBoundingClientRect();
        const top = Math.max(0, box.top);
        const bottom = Math.min(height, box.bottom);
        if (bottom - top < 1 || box.width < 1) continue;
        pieces.push({ what: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`, top, bottom });
      }
      // The union of the rows they cover: a bar inside a fixed bar is not counted twice.
      const sorted = [...pieces].sort((a, b) => a.top - b.top);
      let covered = 0;
      let reach = 0;
      for (const piece of sorted) {
        const from = Math.max(piece.top, reach);
        if (piece.bottom > from) covered += piece.bottom - from;
        reach = Math.max(reach, piece.bottom);
      }
      return { coveredPx: Math.round(covered), viewportPx: height, pieces };
    });
  }

  /** Waits until the browser runtime shows a web message (the chrome's notice). */
  async seeWebMessage(): Promise<void> {
    await this.page.locator('.casino-web-message').first().waitFor({ state: 'visible' });
  }

  /** The web message's controls (More, close) that leave the screen sideways. */
  async webMessageControlsOffScreen(): Promise<string[]> {
    return this.page.locator('.casino-web-message button').evaluateAll((buttons) =>
      buttons.flatMap((button) => {
        const box = button.getBoundingClientRect();
        return box.left < 0 || box.right > document.documentElement.clientWidth ? [button.getAttribute('aria-label') ?? button.textContent ?? ''] : [];
      }),
    );
  }

  /** Opens the cut web message by its More button; the whole text is then in sight. */
  async openWebMessage(moreLabel: string): Promise<{ expanded: string | null; textCut: boolean }> {
    const message = this.page.locator('.casino-web-message').first();
    const more = message.getByRole('button', { name: moreLabel, exact: true });
    await more.click();
    const text = message.locator('.casino-web-message__text');
    return {
      expanded: await message.getByRole('button', { expanded: true }).getAttribute('aria-expanded'),
      textCut: await text.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1),
    };
  }

  /** The bottom bar's labels (the chat button's among them) the visitor sees cut: an ellipsis, or reaching out of their item. */
  async cutBottomBarLabels(): Promise<string[]> {
    return this.page.locator('.casino-bottom-bar__label, .casino-chat-button__label').evaluateAll((labels) =>
      labels.flatMap((label) => {
        const element = label as HTMLElement;
        if (!element.checkVisibility()) return [];
        const item = element.closest('.casino-bottom-bar__link, .casino-chat-button')?.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        const cut = element.scrollWidth > element.clientWidth + 1 || (item !== undefined && box.bottom > Math.min(item.bottom, window.innerHeight) + 0.5);
        return cut ? [element.textContent ?? ''] : [];
      }),
    );
  }

  /**
   * Links and buttons a thumb finds smaller than 24×24 CSS px (WCAG 2.5.8), past links inside a
   * line of text, which the rule leaves out. A link whose box is stretched over its card by a
   * pseudo-element counts as its card.
   */
  async smallTargets(): Promise<string[]> {
    return this.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, [role="button"]')]
        .filter((element) => element.checkVisibility())
        .flatMap((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || (box.width >= 24 && box.height >= 24)) return [];
          if (getComputedStyle(element).display === 'inline' && element.closest('p, li, dd, td') !== null) return [];
          if (getComputedStyle(element, '::after').position === 'absolute') {
            // The stretched box fills the link's containing block: its nearest positioned ancestor.
            let card = element.parentElement;
            while (card !== null && getComputedStyle(card).position === 'static') card = card.parentElement;
            const stretched = card?.getBoundingClientRect();
            if (stretched !== undefined && stretched.width >= 24 && stretched.height >= 24) return [];
          }
          return [
            `${element.localName}.${[...element.classList].join('.')} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          ];
        }),
    );
  }

  /** Game names on the page that the visitor sees cut (an ellipsis or a clamp hides some of it). */
  async cutTileNames(): Promise<string[]> {
    return this.page.locator('[data-game-tile] .casino-game-tile__name').evaluateAll((names) =>
      names.flatMap((name) => {
        const element = name as HTMLElement;
        // A tile in a row past the screen skips layout until it comes near (content-visibility):
        // measuring forces its layout, which is what the visitor gets when it does.
        const cut = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
        return cut ? [element.textContent ?? ''] : [];
      }),
    );
  }

  /**
   * The banner's words as the page paints them: the text of every painted element inside the
   * carousel's slides (not visually hidden), slide by slide.
   */
  async carouselPaintedWords(): Promise<string[]> {
    return this.page.locator('.casino-carousel__slide').evaluateAll((slides) =>
      slides.map((slide) => {
        const painted: string[] = [];
        const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = (node.textContent ?? '').trim();
          if (parent === null || text === '' || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          const box = parent.getBoundingClientRect();
          // The visually hidden pattern: a 1 px clipped box.
          if (box.width <= 1 || box.height <= 1) continue;
          painted.push(text);
        }
        return painted.join(' ');
      }),
    );
  }

  /** Each slide's name as a screen reader announces its link (Playwright's accessibility tree). */
  async carouselSlideNames(): Promise<string[]> {
    const names: string[] = [];
    for (const link of await this.page.locator('.casino-carousel__slide .casino-carousel__link').all()) {
      const snapshot = await link.ariaSnapshot();
      names.push(/^- (?:link|generic) "(.*)"/m.exec(snapshot)?.[1] ?? /- img "(.*)"/.exec(snapshot)?.[1] ?? '');
    }
    return names;
  }

  /** The links of the winners pages' section nav whose box leaves the viewport on either side. */
  async sectionLinksOffScreen(): Promise<string[]> {
    return this.page.locator('.casino-section-nav a').evaluateAll((links) =>
      links.flatMap((link) => {
        const box = link.getBoundingClientRect();
        return box.left < 0 || box.right > document.documentElement.clientWidth ? [link.textContent ?? ''] : [];
      }),
    );
  }

  /** The lobby switch of the header (a navigation named `label`): its links as the visitor sees them. */
  async lobbySwitch(label: string): Promise<LobbyLink[]> {
    const links = this.page.getByRole('banner').getByRole('navigation', { name: label, exact: true }).getByRole('link');
    const seen: LobbyLink[] = [];
    for (const link of await links.all())
      seen.push({
        label: (await link.innerText()).trim(),
        href: await link.getAttribute('href'),
        current: await link.getAttribute('aria-current'),
        visible: await link.isVisible(),
      });
    return seen;
  }
}
