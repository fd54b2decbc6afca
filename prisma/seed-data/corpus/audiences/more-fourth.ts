/** A fourth round of needs, one more for many audiences, by audience key. */

export const MORE_FOURTH: Record<string, string[]> = {
  nails: ["nail salon walk-ins|fitting walk-in nail clients between bookings|walk-ins wait and leave"],
  beautytherapist: [
    "skincare retail sales at the treatment desk|selling aftercare products to beauty clients|products sit on the shelf unsold",
  ],
  lashes: ["lash supply orders|ordering lash trays and glue before they run out|the glue ran out mid-set"],
  spa: ["spa contraindication forms|screening spa guests for contraindications|guests fill forms in the robe queue"],
  makeupartist: [
    "bridal wedding-day agreements|getting brides to sign the wedding-day agreement|a bride cancelled without a contract",
  ],
  doula: ["doula fee instalments before the birth|taking doula fees in instalments|instalments lapse before the birth"],
  toyshop: [
    "click and collect toys|selling toys online alongside the shop|online orders sell stock that's already gone",
  ],
  musicshop: ["lesson room rentals|renting lesson rooms to guitar teachers|two teachers booked the same room"],
  antiques: [
    "antiques online listings|listing antiques online with measurements|buyers ask for measurements I didn't record",
  ],
  bridalshop: ["bridal sample sale|running the sample dress sale|the sale is chaos with no appointments"],
  mobility: [
    "wheelchair and scooter hire|running wheelchair and scooter hire bookings|a hired wheelchair came back damaged",
  ],
  deli: [
    "deli baguette orders by phone|taking baguette orders during the lunch rush|orders come by phone during the rush",
  ],
  offlicence: [
    "monthly wine case subscriptions|running a monthly wine club|members move and the box goes to the old address",
  ],
  angling: [
    "new member places on the club lakes|offering new member places on the club lakes in turn|applicants think the committee plays favourites",
  ],
  triathlon: ["triathlon race transport|organising bike transport to races|bikes were left behind"],
  netball: ["junior netball umpires|finding umpires for junior matches|matches start without an umpire"],
  skiclub: ["dry slope lessons for members|booking club sessions at the dry slope|sessions clash with lessons"],
  arable: ["farm subsidy applications|preparing farm subsidy applications|the application maps don't match the fields"],
  mushrooms: [
    "mushroom punnets for market day|guessing how many punnets to pick for market day|we don't know what sells at which market",
  ],
  boardgames: [
    "board game convention volunteers|staffing the club stand at a games convention|the stand is empty on Sunday",
  ],
  rpg: ["D&D table rules|keeping a record of homebrew table rules|players argue about rules we agreed months ago"],
  bookclub: ["next meeting date reminders|reminding members about the next meeting|half the members forget the date"],
  hiking: [
    "walk leader route plans and river crossings|writing route plans with hazards for group walks|a walk leader had no plan for a river crossing",
  ],
  birding: ["bird club talks programme|booking speakers for winter talks|a speaker cancelled and we had nobody"],
  bridge: ["bridge club lessons for beginners|running beginner bridge lessons|beginners drop out after week three"],
  orchestra: [
    "orchestra concert budgets|working out break-even ticket sales for each concert|concerts lose money and we don't know why",
  ],
  modelrail: [
    "donated locos and rolling stock|selling members' donated locos and wagons|donations sit in boxes under the layout",
  ],
  quiz: ["quiz fixture moves|telling teams when a fixture moves pub|a team went to the old pub"],
  astronomy: [
    "astronomy society lecture programme|finding guest lecturers for society meetings|lecturers cancel and we scramble",
  ],
  homegardener: [
    "garden watering in a hosepipe ban|watering the garden within a hosepipe ban|the veg dies during the ban|uses: water butts and a watering can; saved bath water",
  ],
  carowner: ["car parking permits and fines|tracking parking permits and fines|a fine doubled because I forgot it"],
  commuter: ["commute cycling maintenance|keeping a commuter bike maintained|the bike fails on the way to work"],
  traveller: [
    "policy numbers abroad|keeping travel insurance details handy abroad|I couldn't find the policy number abroad",
  ],
  remoteworker: [
    "home office internet outages|claiming for internet outages when working from home|the broadband drops during calls and the provider denies it",
  ],
  genealogy: ["family history research log|logging searches already done|I searched the same records twice"],
  collector: [
    "collection storage conditions|protecting a stored collection from damp|damp ruined part of the collection|uses: a hygrometer and a notebook; silica gel packs",
  ],
  volunteer: [
    "volunteer training certificates|keeping volunteer training certificates together|each charity asks for the same certificates",
  ],
  teens: [
    "teenager's Instagram and Snapchat safety|talking about social media safety with teens|I find out about problems too late",
  ],
  coparents: [
    "co-parent school events|sharing school events with the other parent|the other parent missed the school play",
  ],
  retirees: [
    "retiree volunteering and clubs|juggling club and volunteering commitments|I double-booked bowls and the charity shop",
  ],
  students: [
    "student part-time job tax|checking tax on a part-time student job|I was taxed on emergency code all year",
  ],
  jobseekers: [
    "job seeker skills courses|tracking free courses for job seekers|I signed up for courses and forgot them",
  ],
  homeschool: [
    "homeschool library books|tracking library books borrowed for homeschooling|the fines add up because a book is under a bed",
  ],
  chronic: [
    "chronic illness energy pacing|pacing energy across the week|I crash after one busy day|uses: a paper diary; notes on my phone",
  ],
  homecook: ["batch cooking plan|planning a batch cooking session|I batch cook and nobody likes it by day four"],
  runner: [
    "running partner search|finding running partners of similar pace|I run alone because I can't find anyone my pace",
  ],
  lecturer: [
    "lecture capture recordings|checking lecture capture uploads after each lecture|a recording failed and students complained",
  ],
  senco: [
    "SEN funding applications|gathering evidence for SEN funding applications|the funding form needs evidence we scatter",
  ],
  schoollibrary: [
    "donated stock processing|processing donated books for the school library|donations pile up unprocessed",
  ],
  adulted: ["adult learner progress records|recording adult learners' progress|funders want progress we don't track"],
  bootcamp: [
    "applicant interview calls|scheduling interview calls with bootcamp applicants|applicants miss their call",
  ],
  forestschool: [
    "leader training in fire lighting and tools|tracking children's tool and fire training|a child used a knife without training",
  ],
  examcentre: [
    "separate rooms for extra-time candidates|booking separate rooms for extra-time candidates|a candidate needing a reader had no room",
  ],
  museum: ["museum visitor numbers|counting museum visitors for funders|the clicker count is wrong"],
  refugee: [
    "refugee support volunteers' training|tracking training and background checks for drop-in volunteers|a volunteer started without training",
  ],
  conservation: [
    "conservation site permissions|getting landowner permissions for work parties|a work party was turned away",
  ],
  communityradio: [
    "on-air sponsor credits|scheduling paid sponsor credits into the right shows|a local garage paid and its credits were never read out",
  ],
  repaircafe: [
    "repair cafe safety testing|testing repaired electricals for safety|we returned a lamp without testing it",
  ],
  parishcouncil: [
    "small grants to village groups|assessing small grant requests from village groups|grant requests arrive in any format",
  ],
  leisurecentre: [
    "fitness class changes|telling gym members when a fitness class moves|members turn up for cancelled classes",
  ],
  gymnastics: [
    "gymnastics competition entries|entering gymnasts into competitions|entries close before I have the list",
  ],
  rugby: ["rugby shirt and hoodie orders|collecting rugby kit orders from players|kit orders come back wrong"],
  rowing: [
    "safety launch drivers|finding a launch driver for every outing|nobody is down to drive the launch for the morning outing",
  ],
  golfclub: [
    "clubhouse bar stocktakes|counting the clubhouse bar stock each month|the spirits never add up against the till",
  ],
  climbing: [
    "climbing route grading feedback|collecting climbers' feedback on route grades|routes are graded wrong for weeks",
  ],
  danceschool: ["which teacher has which studio|timetabling dance teachers across studios|a class had no teacher"],
  martialarts: [
    "gi and sparring pad sales|selling gis, gloves and sparring pads to students|uniform orders take weeks",
  ],
  cricket: ["cricket nets booking|booking indoor nets in winter|the nets booking clashes every week"],
  sailing: ["club suppers|counting numbers for club suppers|suppers are over-catered"],
};
