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

describe("Title Case headlines", () => {
  it("English headlines in Title Case pass the check, though they have few function words", () => {
    for (const headline of [
      "Harbour Town Approves New Ferry Timetable",
      "Tiny Bakery Chain Raises Funding For Delivery Vans",
      "Open Source Spreadsheet Engine Reaches Version Two After Long Beta",
      "Why Small Teams Ship Faster",
      "Researchers Map Ancient River Beneath Desert Sands Using Satellite Radar",
      "Local Library Lends Power Tools To Residents Every Saturday Morning",
      "Regional Airline Buys Rival Carrier For Four Billion Dollars",
    ])
      expect(guessLanguage(headline), headline).not.toBe("other");
    // Long ones the lexical pass alone called 'other' are English now.
    expect(guessLanguage("Researchers Map Ancient River Beneath Desert Sands Using Satellite Radar")).toBe("en");
  });

  it("headlines in other languages, in Title Case too, are still not English", () => {
    for (const headline of [
      "Wie Wir Unsere Persönlichen Daten Im Alltag Besser Schützen Können",
      "Cómo Elegir El Mejor Portátil Para Estudiar En La Universidad",
      "Pourquoi Le Télétravail Change Tout Pour Nous Et Nos Familles",
      "Come Risparmiare Sulla Bolletta Della Luce Durante Questo Inverno",
    ])
      expect(guessLanguage(headline), headline).toBe("other");
  });
});
