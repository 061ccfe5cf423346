// Text compared as a person means it: a search for 'pho' finds 'Phở' (the menu's search, the
// back office's dish list and sold-out strip, and the board's order search, issue 23 §1).

/**
 * Lower case without accents, so 'pho' finds 'Phở', 'nguyen' finds 'Nguyễn' and 'kovacova' finds
 * 'Kováčová' ('đ' is a letter of its own, not d with a mark, so it is folded by hand). The
 * server bundles this, and esbuild leaves a regex as written: '\u0111' (đ) keeps its text ASCII
 * (apps/server/test/memory.test.ts).
 */
export function foldText(text: string): string {
  // Most names and codes are printable ASCII: nothing to take apart, and lowering is all.
  if (ASCII.test(text)) return text.toLowerCase()
  return text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0111/g, 'd')
}

const ASCII = /^[ -~]*$/
