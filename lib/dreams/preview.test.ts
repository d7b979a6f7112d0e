import { describe, expect, it } from "vitest";
import { preview } from "./preview";

describe("an interpretation's preview on a card", () => {
  it("keeps a short text whole, spaces and line breaks folded", () => {
    expect(preview("A door.\n\nA key.", 100)).toBe("A door. A key.");
  });

  it("stops after the last whole sentence that fits: no ellipsis after a full stop", () => {
    const text = "Your dream holds a door. Doors are thresholds between rooms. A locked one may be an obstacle.";
    expect(preview(text, 70)).toBe("Your dream holds a door. Doors are thresholds between rooms.");
    expect(preview(text, 70)).not.toMatch(/\.…|\.\.\.\.?$/);
  });

  it("cuts a first sentence longer than the room at a word, with one ellipsis and no punctuation before it", () => {
    const text = "Сон «Сон номер 2» поєднує символи, добре відомі психології снів: переслідування, темрява, ліс, біг і крик.";
    const short = preview(text, 60, "uk");
    expect(short.length).toBeLessThanOrEqual(61);
    expect(short).toMatch(/[^\s,;:.!?…]…$/u);
    expect(short.startsWith("Сон «Сон номер 2» поєднує символи")).toBe(true);
  });

  it("reads sentences the way each language ends them", () => {
    const fr = "Votre rêve parle d’eau ! C’est un symbole fort. L’eau calme apaise.";
    expect(preview(fr, 50, "fr")).toBe("Votre rêve parle d’eau ! C’est un symbole fort.");
    const de = "Dein Traum zeigt z. B. eine Tür. Türen sind Schwellen. Eine verschlossene Tür ist ein Hindernis.";
    expect(preview(de, 60, "de")).toBe("Dein Traum zeigt z. B. eine Tür. Türen sind Schwellen.");
  });
});
