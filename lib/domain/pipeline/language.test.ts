import { describe, expect, it } from "vitest";
import { guessLanguage } from "./language";

describe("the English check", () => {
  it("knows English forum text, short or long", () => {
    expect(guessLanguage("Is there a tool that reminds clients about unpaid invoices?")).toBe("en");
    expect(guessLanguage("I'm so tired of chasing invoices. Our accountant says it's normal but it isn't.")).toBe("en");
  });

  it("knows the languages forums mix in", () => {
    expect(guessLanguage("Estoy cansado de perder horas cada semana con las facturas pendientes.")).toBe("other");
    expect(guessLanguage("Gibt es ein Programm, das die Kunden automatisch erinnert?")).toBe("other");
    expect(guessLanguage("J'en ai marre de perdre mes soirées à planifier les repas de la semaine.")).toBe("other");
    expect(guessLanguage("Estou cansado de procurar fotos duplicadas em vários discos antigos.")).toBe("other");
    expect(guessLanguage("Sono stanco di inseguire i clienti per le fatture non pagate.")).toBe("other");
    expect(guessLanguage("Почему все инструменты для учёта счетов такие неудобные?")).toBe("other");
    expect(guessLanguage("請問有沒有自動提醒客戶付款的工具")).toBe("other");
  });

  it("does not guess on too few words", () => {
    expect(guessLanguage("+1")).toBe("unknown");
    expect(guessLanguage("Bump")).toBe("unknown");
  });
});
