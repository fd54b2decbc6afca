/** More shops: toy shops, music shops, antiques, bridal shops, mobility aids, delis, off-licences. */
import type { AudienceSpec } from "./types";

export const SHOPS2: AudienceSpec[] = [
  {
    key: "toyshop",
    who: "independent toy shop|toy and games shop|kids' shop",
    role: "toy shop owner|shop manager|buyer",
    community: "smallbusiness",
    tools: "the till|a paper order book|a spreadsheet of suppliers",
    times: "before Christmas|in the summer holidays|at trade fair season",
    needs: [
      "Christmas toy stock|ordering Christmas toy stock early enough|the must-have toy sold out by November",
      "toy safety recalls|checking toy recalls against our stock|a recalled toy stayed on the shelf",
      "gift wish lists at the till|keeping each child's gift wish list at the till|relatives double-buy the same toy",
    ],
  },
  {
    key: "musicshop",
    who: "music shop|guitar shop|instrument repair shop",
    role: "music shop owner|guitar tech|instrument repairer",
    community: "guitar",
    site: "music",
    tools: "paper repair tickets|the till|a spreadsheet of rentals",
    times: "at the start of the school year|before Christmas|after gig season",
    needs: [
      "instrument rentals for students|running instrument rental schemes for students|rental payments stop and the violin isn't returned",
      "guitar setups and repairs|tracking guitar setups and repairs|a guitar waited a month on the bench",
      "music shop second-hand gear|pricing and selling used instruments|used gear sits in the back unpriced",
    ],
  },
  {
    key: "antiques",
    who: "antiques shop|antiques centre|vintage furniture dealer",
    role: "antiques dealer|centre manager|vintage dealer",
    community: "Antiques",
    tools: "paper stock tags|a notebook of purchases|Instagram",
    times: "at fairs|at the end of the month|when dealers' rent is due",
    needs: [
      "antiques stock provenance|recording where each piece was bought and for how much|I can't prove what I paid for a piece",
      "antiques centre dealer sales|splitting sales between dealers in the centre|dealers dispute the monthly sales sheet",
      "antiques fair stands|choosing which antiques fairs are worth a stand|I pay for stands at fairs that never earn them back",
    ],
  },
  {
    key: "bridalshop",
    who: "bridal shop|wedding dress boutique|bridalwear shop",
    role: "bridal shop owner|bridal consultant|seamstress",
    community: "weddingplanning",
    tools: "a paper appointment diary|a spreadsheet of orders|email",
    times: "in January engagement season|before wedding season|at fitting time",
    needs: [
      "bridal appointments|booking bridal appointments and try-on sessions|Saturdays are booked months ahead",
      "gown orders from designers|tracking gown orders placed with designers|a dress arrived in the wrong size",
      "bridal shop alteration appointments|scheduling alterations before the wedding date|alterations pile up in May",
    ],
  },
  {
    key: "mobility",
    who: "mobility aids shop|mobility scooter business|home equipment supplier",
    role: "mobility shop owner|engineer|sales adviser",
    community: "smallbusiness",
    tools: "paper service records|a diary|the till",
    times: "in winter|after hospital discharges|when a scooter breaks",
    needs: [
      "mobility scooter servicing|booking annual mobility scooter services|customers' scooters break because services are missed",
      "scooter trials at customers' homes|booking home demonstrations of mobility scooters|demos run late across the county",
      "VAT relief declarations|collecting VAT relief declarations from disabled customers|a missing declaration means paying the VAT",
    ],
  },
  {
    key: "deli",
    who: "delicatessen|cheese shop|fine food shop",
    role: "deli owner|cheesemonger|shop manager",
    community: "Cheese",
    tools: "a paper order book|the till|a fridge temperature log",
    times: "before Christmas|at Easter|in summer picnic season",
    needs: [
      "deli hamper orders|taking hamper orders for Christmas|hamper contents change when stock runs out",
      "cheese wastage|cutting waste on cut cheese|cut cheese dries out before it sells",
      "cheese counter chiller checks|logging cheese counter chiller readings|the log is blank on busy days",
    ],
  },
  {
    key: "offlicence",
    who: "off-licence|independent wine shop|bottle shop",
    role: "wine shop owner|shop manager|beer buyer",
    community: "wine",
    tools: "the till|a spreadsheet of stock|email",
    times: "before Christmas|at tasting events|when the shipment arrives",
    needs: [
      "wine tasting events|running paid wine tasting events|tasting tickets are on paper and we oversell",
      "mixed dozen orders for customers|taking mixed case orders for delivery|mixed cases are packed wrong",
      "beer freshness dates|rotating craft beer by best-before date|old IPAs sit at the back",
    ],
  },
];
