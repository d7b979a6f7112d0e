// Light, dark or the system's choice (the default), kept in localStorage under
// "theme" (the key next-themes used, so earlier choices carry over). The
// script below runs before the first paint, so there is no flash of the wrong
// theme; it is a fixed string so that the Content-Security-Policy can allow it
// by its hash on every page, static or not (lib/security/headers.ts).

export const THEME_STORAGE_KEY = "theme";
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Sets `light` or `dark` on <html> and follows the system while the choice is "system". */
export const THEME_SCRIPT =
  '(function(){try{var d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");' +
  'function a(){var s=localStorage.getItem("theme"),t=s==="light"||s==="dark"?s:m.matches?"dark":"light";' +
  'd.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t}' +
  'a();m.addEventListener("change",a);addEventListener("storage",a)}catch(e){}})()';

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEME_CHOICES.find((choice) => choice === stored) ?? "system";
  } catch {
    return "system";
  }
}

/** What the script does, for a choice made on the page. */
export function applyThemeChoice(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage refused (private mode): the choice holds for this page only
  }
  const dark = choice === "dark" || (choice === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(dark ? "dark" : "light");
  root.style.colorScheme = dark ? "dark" : "light";
}
