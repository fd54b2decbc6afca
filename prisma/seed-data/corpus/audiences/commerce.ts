/** Trading businesses: market traders, wholesalers, vending operators, franchisees, importers, sole traders. */
import type { AudienceSpec } from "./types";

export const COMMERCE: AudienceSpec[] = [
  {
    key: "markettrader",
    who: "market stall|weekly market stall business|car boot trader",
    role: "market trader|stallholder|trader",
    community: "smallbusiness",
    tools: "a cash tin|a card reader|a notebook",
    times: "on market days|in the rain|before Christmas",
    needs: [
      "market stall takings|recording takings from each market|I can't tell which market is worth the pitch fee",
      "pitches at several weekly markets|booking pitches at several weekly markets|two markets clash on a Saturday",
      "what to load in the van for market day|deciding what stock to load for a market|I leave the bestseller at home",
      "trader insurance and licences|keeping trader insurance and licences for markets|a market asked for my licence and I didn't have it",
    ],
  },
  {
    key: "wholesaler",
    who: "small wholesale business|food wholesaler|trade supplier",
    role: "wholesaler|sales manager|warehouse manager",
    community: "smallbusiness",
    tools: "a spreadsheet of customers|the accounting package|phone orders on paper",
    times: "at month end|before Christmas|when prices change",
    needs: [
      "phone orders from trade buyers|writing down phone orders from buyers accurately|orders taken by phone come out wrong",
      "wholesale customer credit limits|keeping trade customers within credit limits|a customer owed thousands before we noticed",
      "wholesale price list updates|sending updated price lists to customers|customers order from last year's price list",
      "lorry drops to retail customers|sequencing lorry drops to trade customers|the van arrives after the restaurant has closed",
    ],
  },
  {
    key: "vending",
    who: "vending machine business|coffee machine operator|small vending route",
    role: "vending operator|route driver|owner",
    community: "vending",
    tools: "a paper route sheet|the machines' cash counts|texts",
    times: "on restock days|when a machine breaks|at month end",
    needs: [
      "which machines are nearly empty|knowing which machines need restocking|I drive to full machines and miss empty ones",
      "vending machine faults|logging faults reported by sites|a machine took money for a week",
      "vending site commissions|paying site owners their commission|commission is worked out from cash bags",
    ],
  },
  {
    key: "franchisee",
    who: "franchise unit|franchised cleaning business|kids' activity franchise",
    role: "franchisee|franchise owner|area manager",
    community: "franchise",
    tools: "the franchisor's system|spreadsheets|email",
    times: "at royalty time|when the franchisor audits|at month end",
    needs: [
      "franchise royalty reports|preparing monthly royalty reports for the franchisor|royalty reports take a day each month",
      "franchise signage and audit standards|passing the franchisor's signage and audit checks|an audit failed us on signage",
      "franchise local marketing|running local marketing within franchise rules|every local ad needs franchisor approval",
    ],
  },
  {
    key: "importer",
    who: "small import business|online importer|small export business",
    role: "importer|exporter|shipping coordinator",
    community: "importexport",
    tools: "spreadsheets|the freight forwarder's emails|paper invoices",
    times: "when a container is stuck|at customs|when duty rates change",
    needs: [
      "customs codes for products|finding the right customs codes for products|a wrong code meant paying extra duty",
      "import duty and VAT|working out landed cost with duty and VAT|my margins vanish once duty is added",
      "shipment tracking across forwarders|tracking shipments with several forwarders|a container sat at the port for a week unnoticed",
      "export paperwork|preparing export documents for each order|an order was stuck for a missing certificate",
    ],
  },
  {
    key: "soletrader",
    who: "sole trader business|one-person business|side business",
    role: "sole trader|self-employed person|side hustler",
    community: "UKPersonalFinance",
    site: "money",
    tools: "a spreadsheet|my banking app|a shoebox of receipts",
    times: "in January before the tax deadline|at the end of the tax year|every quarter",
    needs: [
      "self-employed tax return|preparing the self-employed tax return|I do it in January in a panic",
      "business expenses receipts|keeping receipts for business expenses|receipts fade and I can't claim them",
      "saving for the tax bill|setting money aside for the tax bill|the tax bill arrives and I haven't saved",
      "personal and business money separate|keeping business and personal money apart|everything goes through one account",
      "sole trader invoice numbering|numbering and sending invoices properly|I reuse invoice numbers by mistake",
    ],
  },
];
