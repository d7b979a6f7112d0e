// @vitest-environment jsdom
// The time-zone picker's combobox as a keyboard and screen-reader user meets
// it: the search filters the listbox, the arrows move the active option
// (aria-activedescendant) while focus stays in the field, Enter chooses,
// Escape closes and then clears, and the number of matches is announced.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { createElement, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clientMessages, translationMessages } from "@/lib/i18n/messages";
import { zoneCities } from "@/lib/time/zone-names";
import { zoneOptions, type ZoneOption } from "@/lib/time/zone-options";
import { ZoneCombobox } from "./zone-combobox";

let options: ZoneOption[];

beforeAll(async () => {
  // jsdom lays nothing out.
  Element.prototype.scrollIntoView = () => undefined;
  options = zoneOptions(["UTC", "Europe/Kyiv", "Europe/Paris", "America/Los_Angeles", "Pacific/Kiritimati"], {
    locale: "en",
    cities: await zoneCities("en"),
    utcName: "Coordinated Universal Time",
    now: new Date("2026-11-20T12:30:00Z"),
  });
});

afterEach(cleanup);

/** The messages and zone the signed-in frame would give. */
function English(props: { children: ReactNode }) {
  return createElement(NextIntlClientProvider, {
    locale: "en",
    messages: clientMessages(translationMessages("en")),
    timeZone: "UTC",
    ...props,
  });
}

function renderPicker() {
  const onChoose = vi.fn<(option: ZoneOption) => void>();
  const picker = createElement(ZoneCombobox, {
    options,
    current: "Pacific/Kiritimati",
    device: "America/Los_Angeles",
    disabled: false,
    describedBy: "current-zone",
    onChoose,
  });
  render(picker, { wrapper: English });
  const input = screen.getByRole("combobox", { name: "Find a time zone" });
  return { input, onChoose };
}

const shown = () => screen.queryAllByRole("option").map((option) => option.getAttribute("data-zone"));
const active = (input: HTMLElement) => {
  const id = input.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.getAttribute("data-zone") : null;
};

describe("the time-zone combobox", () => {
  it("opens on ↓ with this device's zone first, then the user's; moves with the arrows; chooses with Enter", () => {
    const { input, onChoose } = renderPicker();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(shown().slice(0, 2)).toEqual(["America/Los_Angeles", "Pacific/Kiritimati"]);
    expect(shown()).toHaveLength(5);
    expect(active(input)).toBe("America/Los_Angeles");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(active(input)).toBe("Pacific/Kiritimati");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "ArrowUp" });
    // Up from the first wraps round to the last.
    const last = shown().at(-1);
    expect(active(input)).toBe(last);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ zone: last }));
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("filters as the user types, announces the count, and chooses the first match", () => {
    const { input, onChoose } = renderPicker();
    fireEvent.change(input, { target: { value: "kiev" } });
    expect(shown()).toEqual(["Europe/Kyiv"]);
    expect(screen.getByRole("status").textContent).toBe("1 time zone");
    expect(screen.getByRole("option").textContent).toContain("Kyiv, Ukraine");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ zone: "Europe/Kyiv" }));
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("says when nothing matches; Escape closes the list, then clears the search", () => {
    const { input } = renderPicker();
    fireEvent.change(input, { target: { value: "atlantis" } });
    expect(shown()).toEqual([]);
    expect(screen.getByText("No time zone matches this search.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("No time zone matches");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect((input as HTMLInputElement).value).toBe("atlantis");
    fireEvent.keyDown(input, { key: "Escape" });
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("chooses an option clicked with the mouse", () => {
    const { input, onChoose } = renderPicker();
    fireEvent.click(input);
    const paris = screen.getAllByRole("option").find((option) => option.getAttribute("data-zone") === "Europe/Paris");
    fireEvent.click(paris as HTMLElement);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ zone: "Europe/Paris" }));
  });
});
