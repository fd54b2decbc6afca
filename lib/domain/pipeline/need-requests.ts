/**
 * The request cues of the need rules (need-rules.ts): the ways a writer asks for a tool, a service,
 * a place or a recommendation, or proposes a change to a site; with the kinds of thing asked for.
 */

export interface Cue {
  name: string;
  pattern: RegExp;
  weight: number;
  /** Words one of which the pattern needs: a cheap test first, so most posts skip the costly one. */
  hint?: RegExp;
  /** The pattern starts at the title and reads on into the body: a hit is a request made in the title. */
  titleLed?: boolean;
}

export const THING =
  "(?:tools?|toolsets?|toolchains?|tooling|moocs?|apps?|applications?|software|services?|programs?|websites?|sites?|plugins?|extensions?|libraries|library|frameworks?|platforms?|providers?|products?|resources?|books?|courses?|tutorials?|screencasts?|solutions?|alternatives?|vendors?|registrars?|hosts?|hosting|editors?|ides?|databases?|laptops?|monitors?|keyboards?|phones?|devices?|gear|equipment|brands?|shops?|stores?|clients?|readers?|managers?|trackers?|systems?|packages?|apis?|saas|crm|erp|utility|utilities|services|hardware|chat rooms?|forums?|communit(?:y|ies)|datasets?|tags?|features?|planners?|lists?|logs?|templates?|inventor(?:y|ies)|schedulers?|calendars?|spreadsheets?|bots?|dashboards?|marketplaces?|sheets?|scanners?|widgets?|distros?|distributions?|desks?|chairs?|mattress(?:es)?|bikes?|generators?|converters?|backends?|runners?|emulators?|players?|viewers?|browsers?|engines?|servers?|vps|vpns?|cms|stacks?|routers?|headphones?|cameras?|printers?|recruiters?|accountants?|bookkeepers?|lawyers?|attorneys?|tutors?|articles?|blogs?|videos?|talks?|podcasts?|papers?|journals?|magazines?|guides?|newsletters?|textbooks?|something|anything|one)";

/** THING without the pronouns: 'is there anything I can do' asks what to do, not for a product. */
export const THING_NOUN = THING.replace("|something|anything|one)", ")");

/** Objects of 'looking for' that are a job, people or advice, not a product. */
export const NOT_PRODUCT =
  "(?:a |an |some |any |the |good |great |new |more |other |talented |experienced |technical |senior |junior |full[- ]?stack |remote |local )*(?:fellow [\\w-]+|jobs?|work|hackers?|ctos?|designers?|freelancers?|contractors?|positions?|roles?|internships?|employment|co-?founders?|partners?|(?:room|flat|house)mates?|collaborators?|feedback|advice|guidance|help|answers?|people|investors?|funding|developers|engineers|talent|employees|volunteers|contributors|testers|users|customers|mentors?|opinions?|thoughts|insights?|experiences?|stories|ideas|members|moderators|candidates|writers|authors|speakers|examples?|clarification|confirmation|thesis|(?:[\\w-]+ ){0,2}(?:words?|terms?|phrases?|translations?|equivalents?|synonyms?|expressions?)|topics?|projects?|niches?|change|challenges?|direction|inspiration|motivation|opportunit(?:y|ies)|gigs?|clients?|sponsors?|early adopters|beta testers|(?:[\\w-]+ )?(?:discussions?|debates?|conversations?))\\b";

/**
 * A setting or a way of doing something ('what roast level', 'which grind size', 'what method'):
 * asking which to pick is a question of technique, not a request for a product.
 */
const SETTING =
  "(?:[\\w-]+ ){0,2}(?:levels?|ratios?|temperatures?|settings?|sizes?|amounts?|grinds?|angles?|doses?|dosages?|pressures?|speeds?|durations?|methods?|techniques?|approach(?:es)?|strateg(?:y|ies))\\b";

/** Asking which thing is closest or similar to another: 'which other teas are similar to'. */
const LIKE_ONE = String.raw`(?:\b(?:what|which) (?:is|are|would be) (?:the )?(?:closest|most similar)\b(?: [\w-]+){0,3} to\b|\b(?:what|which) (?:other )?(?:[\w-]+ ){1,3}(?:out there )?(?:is|are) (?:the )?(?:closest|close|similar|comparable|most similar)(?: in [\w-]+)? to\b)`;

/** The writer saying they like a thing. */
const FAVOURITE = String.raw`\bi (?:really |just |personally )?(?:love|loved|like|liked|enjoy|enjoyed|am a fan of)\b`;

/**
 * Things the readers are asked to recommend, named before the verb in a question of its own: 'Any
 * particular brokers you would recommend?', 'Which hiking boots do people suggest?'. Not a path, a
 * plan or a way of going about something, nor people, jobs or advice (NOT_PRODUCT).
 */
const RECOMMENDED_ONES = String.raw`(?:^|[.!?:)\n]\s*|\b(?:and|or|so|but) )(?:any|which|what) (?!(?:[\w-]+ ){0,3}(?:paths?|routes?|approach(?:es)?|strateg(?:y|ies)|steps?|plans?|careers?|degrees?|majors?|universit\w+|colleges?|schools?|ways?|methods?|techniques?)\b)(?!(?:[\w-]+ ){0,3}${NOT_PRODUCT})(?:[\w'/.+-]+ ){1,6}(?:(?:that|which) )?(?:you|you guys|y'?all|people|folks|anyone|others)(?: here)? (?:would |could |might )?(?:recommend|suggest)\s*\?`;

/**
 * The writer weighing a kind of thing for a plan of their own: 'I'm thinking of getting one',
 * 'considering switching', 'interested in making my own'. Asking readers whether they would
 * recommend a named thing is an opinion of it, no plan (need-rules.test.ts).
 */
const OWN_PLAN = String.raw`(?:\b(?:i'?m|i am|i was|we'?re|we are|we were|am|and am)(?: \w+)? (?:contemplating|considering|thinking (?:of|about)|planning on|tempted to try|interested in) \w+ing\b|(?:^|[.!?\n]\s*)(?:currently |now )?(?:thinking (?:of|about)|considering|contemplating|planning on) \w+ing\b)`;

/** Requests: asking for a tool, a service, a place, a recommendation; proposing a change. */
export const REQUESTS: Cue[] = [
  {
    // Not a path, a plan or an approach recommended ('what path would you recommend?'): advice on how
    // to go about something (also in 'asks readers to name one' and 'what do you use').
    // Nor the writer recommending one themselves ('I would suggest a good grinder'): that answers.
    // A title opening 'Suggest HN:' puts a suggestion to the site; it asks for none.
    name: "asks for recommendations",
    hint: /recommend|suggest|recs\b/,
    pattern: new RegExp(
      `(?<!\\bwhat (?:[\\w-]+ )?(?:paths?|routes?|approach(?:es)?|strateg(?:y|ies)|steps?|plans?) )\\b(?:can|could|would) (?:you|anyone|anybody|someone|somebody|people) (?:please )?(?:recommend|suggest)\\b(?! (?!anything|something)\\w+ing\\b)(?! (?:it|this|that|them|these|those|one of these|any of these)\\b)(?!(?: (?:a|an|the|any|some))?(?: [\\w-]+)? (?:master\\w*|degrees?|phds?|majors?|careers?|universit\\w+|colleges?|schools?|paths?|topics?)\\b)|\\bwhat (?:would|do|should|can) (?:you|people|y'?all|you guys|others) (?:recommend|suggest)\\b|(?<!\\b(?:i|we|i'?d|we'?d|i'?ll|we'?ll|would|will|i can|we can|also|highly|strongly|really|definitely|personally|usually|always) )\\b(?:recommend|suggest) (?:me )?(?:a|an|any|some|good)\\b(?! (?:edit|edits|change|answer|question|comment|tag|title|duplicate)\\b)|\\b(?:recommendations?|suggestions?|recs) (?:for|on) (?:a|an|some|any|good|the best)? ?(?:[\\w-]+ ){0,3}${THING}\\b|^(?:ask hn: )?(?:recommend|suggest)\\b(?! hn\\b)|^(?:ask hn: )?any (?:good )?(?:recommendations|suggestions|recs) (?:for|on) (?:a|an|some|good|the best|[\\w-]+s)\\b|\\n(?:any )?(?:good )?(?:recommendations|suggestions|recs) (?:for|on) (?:a|an|some|good|the best|[\\w-]+s)\\b[^.!?\\n]{0,80}\\?|${RECOMMENDED_ONES}`,
    ),
    weight: 2,
  },
  {
    // 'Anything you'd recommend for...', 'Can anyone point me at software for...', 'Who makes a
    // decent tool for...', 'Does software exist for...': asking for a product without the stock words.
    name: "asks to be pointed to a product",
    hint: /recommend|suggest|point|steer|direct|who |exist/,
    pattern: new RegExp(
      `\\b(?:anything|something|one) (?:you'?d|you would|people would|y'?all would|folks would|anyone would) (?:recommend|suggest)\\b|\\bany(?:one|body) (?:have|has|got) (?:anything|something)\\b[^.?!\\n]{0,80}\\b(?:recommend|suggest)\\b|\\b(?:(?:can|could|would) (?:anyone|anybody|someone|somebody|you|people)|(?:anyone|anybody|someone|somebody) (?:who )?(?:can|could)) (?:please )?(?:point|steer|direct) (?:me|us) (?:at|to|towards|in the (?:right )?direction of) (?:a |an |some |any |the |good |decent )?(?:[\\w-]+ ){0,3}${THING_NOUN}\\b|\\bwho (?:makes|sells|offers|has|builds|does) (?:a |an |the |any )?(?:good |decent |reliable |simple |cheap |best |nice |proper )?(?:[\\w-]+ ){0,2}${THING_NOUN}\\b|\\b(?:does|do) (?:any |some )?(?:[\\w-]+ ){0,2}${THING_NOUN} (?:already )?exist (?:for|that|which|to)\\b`,
    ),
    weight: 2,
  },
  {
    name: "any recommendations?",
    pattern: /\b(?:any|some) (?:good )?(?:recommendations|suggestions|recs)\s*\?/,
    weight: 1.5,
  },
  {
    name: "any suggestions",
    pattern:
      /\b(?:any|some|your) (?:good |other |more )?(?:recommendations?|suggestions?|recs|pointers|ideas|tips|solutions?|fix(?:es)?|workarounds?)\b[^.!]{0,80}\?/,
    weight: 1,
  },
  {
    // Not in a clause of time ('while looking for a host, I saw...'): that tells how the writer came
    // across a topic.
    // A title opening with a marketplace's 'ISO' (in search of) or 'WTB' (want to buy) looks for one too.
    name: "looking for",
    hint: /for\b|looking to|trying to find|seeking|in the market|^\[?(?:iso|wtb)\b|^(?:ask hn: )?(?:i |we )?(?:really |urgently )?need\b/,
    pattern: new RegExp(
      `^(?:ask hn: )?(?:i |we )?(?:really |urgently )?need (?:a|an|some) (?:good |simple |cheap |cheaper |better |reliable |quick |easy |free )?(?:way to\\b|(?:[\\w-]+ ){0,2}${THING_NOUN}\\b)|\\bas (?:i|we) (?:shop|look|search) (?:around )?for (?:a|an|some|new)\\b|(?<!\\b(?:while|when|whilst|not|never) )\\b(?:looking|searching|hunting|shopping) (?:around )?for (?!${NOT_PRODUCT})(?:new (?:[\\w-]+ )?[\\w-]+s\\b|a|an|some|any|good|the best|recommendations|alternatives|something|anything|somewhere|someplace|other|cheaper|better|decent|free|open[- ]source|used|second[- ]hand|cheap|affordable|reliable|[\\w-]+s)\\b|^(?:ask hn: )?(?:looking|searching|hunting) for (?!${NOT_PRODUCT})\\S|(?<!\\b(?:while|when|whilst|not|never) )\\b(?:looking|searching|hunting|shopping) (?:around )?for (?!${NOT_PRODUCT})(?:[\\w./+-]+ ){1,3}${THING_NOUN}\\b|(?<!\\b(?:while|when|whilst|not|never) )\\b(?:looking|searching) for (?!${NOT_PRODUCT})${THING_NOUN}(?= (?:to|for|that|which|with|like|in|on|so)\\b|\\s*[.?!,\\n]|$)|\\btrying to find (?!${NOT_PRODUCT})(?:(?:a|an|some) )?(?:good|decent|new|cheap|reliable)\\b|\\btrying to find (?!${NOT_PRODUCT})(?:a|an|some|the right) [\\w-]+ (?:that|which) (?:i|we) (?:\\w+ )?(?:like|enjoy|love|can use|can afford)\\b|\\b(?:i'?m|i am|we'?re|we are) (?:currently )?looking to (?:buy|purchase|order|rent|lease|license)\\b|\\b(?:i'?m|i am|we'?re|we are) (?:currently |now )?in the market for\\b|^(?:ask hn: )?seeking (?!${NOT_PRODUCT})\\S|^\\[?(?:iso|wtb)\\]?:? (?:a|an|some|any|used|cheap|good|new|second[- ]hand|affordable)\\b|\\b(?:i'?m|i am|we'?re|we are) (?:currently )?seeking (?!${NOT_PRODUCT})(?:a|an|some|any|good|recommendations|alternatives|something|[\\w-]+s)\\b`,
    ),
    weight: 2,
  },
  {
    // A title asking which thing to pick: 'Which X do you use', 'What X for Y', 'What X is best', a bare 'Which X?'.
    name: "asks which to pick",
    hint: /^(?:ask hn: )?(?:which|what) /,
    pattern: new RegExp(
      `^(?:ask hn: )?which (?:[\\w./+#-]+ ){0,3}${THING_NOUN}\\s*\\?\\s*(?:\\n|$)|^(?:ask hn: )?what would (?:be )?(?:a|the|some) (?:good|best|nice|decent)\\b|^(?:ask hn: )?(?:which|what) (?!(?:is|are|was|were|does|do|did|has|have|had|makes?|made|happens?|would|should|can|could|if|else|kind of (?:person|people)|times?|days?|years?|hours?|age|percentage|proportion|share|salary|temperature)\\b)(?!${NOT_PRODUCT})(?!${SETTING})(?:[\\w./+#-]+ ){0,5}(?:[\\w./+#-]+ (?:(?:do|does|did|would|should) (?:you|your \\w+|people|y'?all|you guys|folks|devs|i|we) (?:\\w+ )?(?:use|using|recommend|suggest|advi[cs]e|prefer|pick|choose|buy|get|go with|run|try|trust|rely on|swear by)\\b|to (?:use|buy|get|choose|pick|pick ?up|adopt|go with|try)\\b|(?:is|are) (?:the )?(?:best|good|ok|okay|fine|worth (?:it|buying|using)|recommended|decent|palatable|cheapest|easiest|simplest|most reliable)\\b(?!/))|${THING_NOUN} for (?!(?:a living|fun|example|instance|now|sure|free)\\b)\\w+)`,
    ),
    weight: 2,
  },
  {
    // A title that is only a kind of product and a question mark: 'Ask HN: Static site host with forms?',
    // or two named things to choose between for a purpose: 'Rails or Django for a booking site?'.
    name: "names a kind of product",
    hint: /^[^\n]*\?/,
    pattern: new RegExp(
      `^(?:ask hn: )?(?!(?:why|how|what|which|who|where|when|is|are|do|does|did|can|could|should|would|will|has|have|was|were|am|any|anyone|tell|ask|a|an|ever|experiences?|thoughts|opinions?|feedback|ideas?|advice|help|tips|need)\\b)(?![^?\\n]*(?:,|\\b(?:i|you|your|we|my|our|me)\\b))(?=(?:[^\\s?]+\\s+){0,7}[^\\s?]+\\?)[^?\\n]{0,80}?(?:\\b${THING_NOUN}\\b(?! (?:engineer\\w*|develop\\w*|industry|compan\\w+|jobs?|careers?|ideas?|names?)\\b)|\\b[\\w.+#-]+ (?:or|vs\\.?|versus) [\\w.+#-]+(?: [\\w.+#-]+)? for\\b)[^?\\n]*\\?\\s*(?:\\n|$)`,
    ),
    weight: 1.5,
  },
  {
    // The writer weighing what to buy, use or switch to.
    name: "weighing a choice",
    hint: /plan|going|looking|think|consider|evaluat|decid|choos|trying|about|want|need|like/,
    pattern:
      /\b(?:i'?m|i am|we'?re|we are|i was|we were) (?:currently |now |also |really )?(?:planning|going|looking (?:at|into)|thinking|considering|evaluating|deciding|choosing|trying to (?:decide|choose|pick|find)|about) (?:on |about |of )?(?:to )?(?:buy(?:ing)?|get(?:ting)?|purchas\w+|sign(?:ing)? up|subscrib\w+|us(?:e|ing)|switch(?:ing)? (?:to|from)|mov(?:e|ing) (?:to|from)|migrat\w+ (?:to|from)|between|replac\w+)\b|\b(?:i|we) (?:really )?(?:want|need|would like|'d like|plan) to (?:buy|purchase|order) (?:a|an|some|new|the)\b/,
    weight: 1.5,
  },
  {
    // The writer weighing a purchase and asking if it pays off: 'I'm thinking about a burr grinder
    // for about a hundred. Is it worth it?'.
    name: "weighs a purchase",
    hint: /worth/,
    pattern:
      /\b(?:i'?m|i am|we'?re|we are) (?:\w+ )?(?:thinking (?:about|of)|considering|eyeing|tempted by) (?:getting |buying |upgrading to |switching to )?(?:a|an|the) (?:[\w-]+ ){1,5}[^.?!\n]{0,80}[.?!]\s*(?:is it|would it be|is that|are they|would they be) (?:really )?worth\b/,
    weight: 2,
  },
  {
    // A project to join, asked by one who wants to give time to it: 'Any open source Rust projects
    // to contribute to?', 'open source projects that need a translator?'. Projects are otherwise no
    // product (NOT_PRODUCT): 'looking for project ideas' asks for ideas.
    name: "asks for a project to join",
    hint: /project/,
    pattern:
      /\b(?:any|some|good|looking for|searching for|know of|recommend) (?:an? |some |good |active |small |beginner-friendly )?(?:[\w.+#-]+ ){0,3}projects? (?:(?:that|which) )?(?:to|i can|we can|i could|where i can) (?:contribute|join|help|volunteer)\b|\bprojects? (?:looking for|in need of|(?:that|which) (?:need|needs|want|wants|could use)) (?:an? |some |more )?(?:[\w-]+ ){0,2}(?:contributors?|writers?|designers?|translators?|volunteers?|help|maintainers?|testers?)\b/,
    weight: 2,
  },
  {
    // Stuck between two things for a job of the writer's: 'Torn between Rails and Django for my
    // shop's backend'. A choice for a life ('torn between two offers') names no purpose of 'my X'.
    name: "torn between two",
    hint: /between/,
    pattern:
      /\b(?:torn|deciding|can'?t decide|undecided|choosing|stuck) between [\w.+#-]+(?: [\w.+#-]+)? (?:and|or|vs\.?) [\w.+#-]+(?: [\w.+#-]+)? for (?:my|our)\b/,
    weight: 2,
  },
  {
    name: "suggestions welcome",
    hint: /suggest|recommend|pointers|recs|contenders/,
    pattern:
      /\b(?:if you (?:have|know of)|any) (?:any )?(?:good )?(?:suggestions|recommendations|pointers|recs)\b[^.?!]{0,30}(?:let me know|please|appreciated|welcome|thanks)|\bany (?:other )?contenders\b/,
    weight: 1.5,
  },
  {
    // Why a kind of product is missing ('Why isn't there an app for X?') often wonders about a
    // market: it asks for one only with the writer's own trouble beside it.
    name: "asks why one is missing",
    hint: /n'?t there/,
    pattern: new RegExp(
      `\\b(?:why|how come) (?:isn'?t|aren'?t) there (?:an? |any |some )?(?:[^\\s?.]+ ){0,4}${THING_NOUN}\\b`,
    ),
    weight: 1,
  },
  {
    // Asking whether a kind of product, or a place to get one, exists; also whether anything is worth
    // buying at all ('Is there anything worth buying in the sales this year?'), a request for picks.
    // Not 'or is there another solution?' after courses of action: another way to act, not a product.
    name: "is there a tool",
    hint: /there|exist|know|anyone|anybody|someone|what/,
    pattern: new RegExp(
      `\\b(?:is|are) there (?!(?:an)?other (?:solution|option)s?\\b)(?:already )?(?:a|an|any|some)? ?(?:good |decent |free |cheap |other |similar |universal |open[- ]source |existing |native )*(?:[^\\s?.]+ ){0,3}${THING_NOUN}\\b|\\b(?:why|how come) (?:is|are) there no (?:[^\\s?.]+ ){0,4}${THING_NOUN}\\b|\\b(?:is|are) there (?:something|anything) (?:that|which|to|for|like|equal|equivalent|similar|comparable|out there|on the horizon)\\b|\\b(?:is|are) there (?:something|anything) (?:really )?worth (?:buying|purchasing|getting|ordering|picking up)\\b|\\bwhat (?:site|app|tool|website|service|extension|plugin) is (?:this|that|it)\\b|\\bwhat(?:'s| is) the (?:name of the )?(?:site|app|tool|website|service|extension|plugin|product|software|library) (?:that|which|called)\\b|\\b(?:does|do) (?:a|an|any|some) (?:[\\w-]+ ){0,2}${THING} (?:exist|like this exist)\\b|\\b(?:does|do) (?:such|something like this) (?:an? )?(?:[\\w-]+ )?exist\\b|\\b(?:anyone|anybody|you) know (?:of )?(?:a|an|any) (?:good|great|decent|solid)\\b|\\b(?:anyone|anybody|you) know (?:of )?(?:a|an|any|some|something|anything) (?!(?:[\\w-]+ ){0,3}(?:names?|words?|terms?|reasons?|explanations?|meanings?)\\b)(?:good )?(?:[\\w-]+ ){0,3}(?:${THING}|that|which|for)\\b|\\b(?:does|do) (?:anyone|anybody|someone) (?:still )?(?:make|sell|offer|carry|stock|know where)\\b|\\bis there (?:a|an|one|any) (?:single )?place (?:that|where|to)\\b|\\bis there (?:somewhere|anywhere|someplace) (?:that|which|where|to|online|i can|we can)\\b|^(?:ask hn: )?(?:is|are) there (?:a|an|any) (?!(?:[\\w-]+ )?(?:jobs?|positions?|roles?|internships?|work|employment|people|co-?founders?)\\b)(?!(?:[\\w-]+ ){0,2}(?:difference|reason|point|chance|way|method|technique|recipe|trick|limit|rule|risk|problem|benefit|correlation|relationship|link|connection|consensus|truth|need|downside|advantage|disadvantage|stud|evidence|side effect|health|proof|research|data|statistic|number|rule|law|regulation|agenda|trend|bias|conspiracy|bubble|future|market|demand|issue|histor|variation|documentation|argument|theor|pattern|standard|systemic|systematic|scientific|widely|general|common|known|tier|significant|solid|real|good reason|uses?|styles?|kinds?|types?|sorts?|categor|varieties|examples?|cases?|instances?|medicinal|health|known)\\w*\\b)[\\w-]+`,
    ),
    weight: 2,
  },
  {
    // Asking who knows of a kind of thing, without an article ('Does anyone know of cheap hosts for
    // X?', 'Is anyone aware of an affordable service that...'); not a name, a reason or a study.
    name: "asks who knows of one",
    hint: /know of|aware of/,
    pattern:
      /\b(?:does|do) (?:anyone|anybody|any of you|you guys|y'?all|people)(?: here| else)? know of (?!(?:a|an|any|some|something|anything)\b)(?!(?:[\w-]+ ){0,2}(?:names?|words?|terms?|reasons?|explanations?|meanings?|stud(?:y|ies)|research|evidence|cases?|examples?|instances?|people|anyone|someone|companies)\b)[\w-]+|\b(?:anyone|anybody|someone|somebody)(?:'s| is) aware of (?:a|an|any|some)\b(?! (?:[\w-]+ ){0,2}(?:reasons?|stud(?:y|ies)|research|evidence|cases?|examples?)\b)|\bis (?:anyone|anybody) aware of (?:a|an|any|some)\b(?! (?:[\w-]+ ){0,2}(?:reasons?|stud(?:y|ies)|research|evidence|cases?|examples?)\b)/,
    weight: 2,
  },
  {
    // Asking what is on offer for a job: 'What options are out there for X?', 'What is out there that does Y?'.
    name: "asks what is out there",
    hint: /out there/,
    pattern:
      /\bwhat(?:(?:'s| is| are)(?: the)?)? (?!(?:[\w/-]+ ){0,3}(?:career|job|work|study|degree)\b)(?:[\w/-]+ ){0,3}options? (?:are |is )?out there\b|\bwhat(?:'s| is) out there (?:that|which|for|to|like)\b/,
    weight: 2,
  },
  {
    // Asking for places to look, in thanks given beforehand: 'I'd appreciate some resources', 'would
    // be grateful for any pointers'.
    name: "would appreciate resources",
    hint: /appreciat|grateful/,
    pattern:
      /\b(?:would|'d|i|we) (?:\w+ )?(?:appreciate|be grateful for) (?:any|some|a few|your) (?:good )?(?:resources|recommendations|pointers|links|references|leads)\b/,
    weight: 1.5,
  },
  {
    // What readers use or rate, asked of them: 'What do you use for X?', 'What are some good X?',
    // 'What are some of the better X?'. Not 'What are some ideas for apps to build?': ideas, examples
    // or topics asked for are no product.
    name: "what do you use",
    hint: /\b(?:what are|should|use|uses|using|run|running|recommend\w*|suggest|listening|reading|watching|following|subscribed|best|good|cheap|cheapest|favou?rite|easiest|simplest|fastest|go-to)\b/,
    pattern: new RegExp(
      `\\b(?:what|which) (?!(?:strateg|techniq|method|approach|paths?\\b|routes?\\b|steps?\\b|plans?\\b|tricks?\\b|tips\\b|habits?\\b|rules?\\b|process|criteri|metrics?\\b|questions?\\b|practi[cs]es?\\b|routines?\\b|age\\b|year\\b))(?:[^\\s?.]+ ){0,5}(?:do|are|did|does|would) (?:you|people|y'?all|you guys|you all|folks|devs|developers|others|hn|everyone|anyone|other [\\w-]+s|fellow [\\w-]+s|[\\w-]+s like (?:me|us)) (?:\\w+ )?(?:use|using|run|running|recommend|suggest|listening to|reading|watching|following|subscribed to)\\b(?! (?:it|them|this|that)\\b)|\\b(?:what|which) (?!(?:method|technique|approach|strateg|temperature|ratio|grind|setting|size|amount|level|roast level|angle|order|time|way)\\w*\\b)(?:[\\w-]+ ){0,3}should (?:i|we) (?:use|choose|pick|buy|get|go with|try|bring|serve|order|gift)\\b|\\bwho recommends\\b|\\bwhat (?:[\\w./+#-]+ ){1,3}(?:is|are) (?:everyone|everybody|people|you all|y'?all|folks|most people) (?:\\w+ )?using\\b|^(?:ask hn: )?(?:the )?best (?!(?:ways?|times?|practi[cs]es?|approach\\w*|method\\w*|places? to (?:live|work))\\b)(?:[\\w-]+ ){1,2}to (?:use|learn|buy|get|read|watch|try)\\b|\\bwho (?:uses|is using|has used) (?:a|an|any) (?:good |decent |self[- ]hosted )?(?:[\\w-]+ ){0,2}${THING_NOUN}\\b|\\bwho do you (?:go to|use|recommend|trust|host with|bank with)\\b|\\bwhat (?:are|is) (?:some|the(?= (?:good|great|decent|free|cheap|most|best|favou?rite|preferred|trusted|go-to|must-have|essential)\\b| (?:[\\w.+#-]+ ){0,2}(?:${THING_NOUN}|alternatives) (?:for|to|that (?:i|we|can|will|would|could)|which (?:i|we|can)|(?:you|people) (?:would |could |can |might )?(?:suggest|recommend))\\b)|a few|your|people's|everyone's|hn's|the community's) (?:of the (?=(?:better|best|good|great|most) ))?(?:good |great |decent |free |cheap |most (?:useful|popular|helpful) |best |better |favou?rite |preferred |trusted |go-to |must-have |essential )?(?!${SETTING})(?!(?:[\\w-]+ )?(?:ideas?|examples?|topics?|projects?) (?:for|of|on|about)\\b)(?:\\([^)\\s]{1,30}\\) )?(?:[\\w.+#-]+ ){0,2}(?:${THING_NOUN}|alternatives)\\b(?! (?:that|which) (?:you|people) (?:built|made))(?! (?:that|which) (?:had|have had|were|was|did|failed|succeeded|went)\\b)(?! (?:i|we) (?:am|are|was|were|have|had|'m|'re)\\b)|\\bwhat(?:'s| is| are) (?:the |a |some |your )?(?:single |very |absolute |current )?(?:best|good|recommended|cheapest|easiest|simplest|fastest|go-to|favou?rite) (?!practi[cs]es?\\b|ways?\\b|approach|selling\\b|known\\b)(?!${SETTING})(?:[\\w-]+ ){0,3}(?:for|to use|to buy|to get|to order|that|which|out there|available|these days|today|right now|under|below|within)\\b|(?<!\\b(?:is|isn't|not|was|be) (?:the |a |an )?)\\b(?:best|good|cheap|cheapest) (?!(?:method|technique|approach|strateg|temperature|ratio|grind|setting|size|amount|level|roast level|angle|order|time|way)\\w*\\b)(?:[\\w-]+ ){0,3}${THING} (?:for|with|that|in|to)\\b[^.!]{0,80}\\?|^(?:ask hn: )?(?:good|best|cheap|cheapest|a good|recommended|reliable) (?:[\\w-]+ ){0,3}(?:${THING}|sources? (?:of|for))\\b|^(?:ask hn: )?(?:the )?best (?!(?:practi[cs]es?|ways?|uses?|time|approach\\w*|places? to (?:live|work)|advice|resources? for (?:learning|becoming))\\b)[\\w-]+(?: [\\w-]+)? for [\\w-]+|^(?:ask hn: )?should (?:i|we) (?:use|go with|pick|choose|switch to|move to|buy|host|blog on|build on|deploy (?:on|to)) [^?\\n]{1,60} or [^?\\n]{1,40}\\?`,
    ),
    weight: 2,
  },
  {
    name: "alternative to",
    hint: /alternative|similar|comparable|something like|successor|closest|equivalent|substitut|replacement|any /,
    pattern:
      /\b(?:an? |any |some |other |good |open[- ]source |free |cheaper |viable )*alternatives? (?:are there |exist |do you know )?(?:to|for)\b|\b(?:an?|any|some) (?:good |decent |cheaper |healthier |better )?(?:alternatives?|substitutes?|replacements?)\s*\?|^(?:ask hn: )?[^\n?]{0,60}\ban? alternative [\w-]+\s*(?:\?\s*)?(?:\n|$)|(?:\b(?:is there|know of|looking for|recommend|suggest|want|need|find|use|get|buy|any|an?) (?:\w+ )?|^(?:ask hn: )?|[.?!]\s+)(?:something|anything|one|tool|app|service|product) (?:like|similar to|comparable to)\b(?!\s*["“])\s*[\w$][^.!]{0,59}\?|\bsuccessors? to\b|\b(?:an?|any) [\w.+#-]+ alternative\b|\bclosest thing to\b|\b(?:any|some|good|best|decent|cheaper|healthier|viable|what are(?: the| some)?) (?:[\w-]+ )?(?:substitutes?|replacements?) (?:for|of|to)\b|\bwhat are (?:the |some )?(?:best |good |other |decent |viable )?alternatives\s*\?|\bequivalent (?:of|to|for)\b[^.!]{0,60}\?/,
    weight: 2,
  },
  {
    // 'Any X?' in a title, where X is a kind of product and the head of its phrase.
    name: "any kind of product?",
    hint: /^(?:ask hn: )?any /,
    pattern: new RegExp(
      `^(?:ask hn: )?any (?:good |great |decent |free |cheap |official |open[- ]source |other )*(?:[\\w.+#-]+ ){0,2}(?:${THING_NOUN}|alternatives?|case studies)(?:[?,]|\\s+(?:for|to|that|which|like|with|in|on|of)\\b)`,
    ),
    weight: 2,
  },
  {
    // Not where readers get their own ideas or motivation (a poll), not a place recalled ('then I
    // just recall where to get it'), and not the apology 'if this is not the right place to
    // ask': none of them asks for a place.
    name: "where can i find",
    hint: /where|place|site|forum|community|subreddit/,
    pattern:
      /\bwhere (?:can|could|do|should|would|might) (?:i|we|you|one|someone) (?:\w+ )?(?:find|buy|get|order|source|obtain|purchase|ask|post|download|hire)\b(?! (?:some |other |new |local |like-minded |more )?(?:people|friends|partners?|co-?founders?|developers|programmers|mentors?|jobs?|work|investors?)\b)(?! (?:(?:your|their|our|my|the|new|good|fresh) )?(?:[\w-]+ )?(?:ideas?|inspiration|motivation|energy)\b)|\bwhere (?:is it|would it be) (?:possible|legal|safe|best) to (?:\w+ )?(?:find|buy|get|order|source|obtain|purchase)\b|(?<!\b(?:remember|remembering|forget|forgot|forgets|recall) )\bwhere to (?:find|buy|get|order|obtain|purchase|ask|post|download|hire|look for (?!(?:a |remote |new )?(?:jobs?|work|co-?founders?)\b))\b(?! (?:some |other |new |local |like-minded |more )?(?:people|friends|partners?|co-?founders?|developers|programmers|mentors?|jobs?|work|investors?)\b)|\bwhere (?:is|are) (?:the|a) (?:best|right|good|most appropriate) (?:place|site|forum|community)\b|(?<!\b(?:is|isn'?t|not|wrong|if this|hope this)(?: the| an?)? )\b(?:right|best|good|appropriate|proper|most appropriate) (?:[\w-]+ ){0,2}(?:place|site|forum|community|subreddit)s? (?:to|for) (?:ask|post|discuss)\b/,
    weight: 2,
  },
  {
    // Not insight, opinions or help wished for: talk, not a product. 'I could use a X' is a want
    // only as a short sentence or with 'really' ('I could really use a better editor'); otherwise
    // it says what the writer might employ ('I could use a photo link as my password'). 'I'd like to
    // have it all sorted' wishes for a state, not a thing.
    name: "wish or would love",
    hint: /wish|love|like|nice|great|helpful|useful|good|awesome|pay|built|made|created|solved|could/,
    pattern:
      /\bi wish (?:there (?:was|were|is)|someone would|(?:i|we) (?:could|had)|it (?:was|were|would|could))\b|\b(?:i'?d|i would|we'?d|we would) (?:really )?(?:love|like) (?:to (?:see|have|find|get) (?!(?:all|everything|it|this|that|them|things)\b)(?!(?:some |any |more |a |an )?(?:[\w'-]+ ){0,3}(?:advice|feedback|help|thoughts|opinions|input|insights?|perspectives?|views|jobs?|work|positions?|roles?|grip|sense|understanding|degree|ideas?|projects?|inspiration)\b)|an option|the ability)|\b(?:i|we) could (?:really|definitely|seriously|sure|certainly) use (?:a|an|some|it|one)\b|\b(?:i|we) could use (?:a|an|some) (?:[\w-]+ ){0,3}[\w-]+\s*(?:[.!?\n]|$)|\b(?:can|could) (?:anyone|anybody|someone|somebody) (?:remember|identify|name)\b|\bit would be (?:really )?(?:nice|great|helpful|useful|good|awesome) (?:if|to have)\b|\bwould (?:happily |gladly )?pay (?:for|good money)\b|\b(?:has|surely) (?:anyone|someone|somebody) (?:has )?(?:already )?(?:built|made|created|solved) (?:this|that|something like|such|one)\b|\b(?:i'?d|i would|we'?d|we would) (?:really )?(?:love|like) (?:a|an|some|something|one) (?:[\w-]+ ){0,3}(?:that|which|to|for)\b/,
    weight: 2,
  },
  {
    // 'Bug report' counts as the label of the writer's own report ('[bug]:', 'this is a bug report'),
    // not as words in a question about bug reports.
    // 'X should be deleted' proposes; 'a question that should be deleted' names a kind of post that
    // a question about the site's practice talks of, and proposes nothing.
    name: "proposes a change",
    hint: /request|shall|suggestion|propos|report|please|need both|can|could|should|let|\[|time to|point of|improvement|redesign|overhaul|^(?:offer|create|add|allow|accept|enable|disable|remove|merge|rename|provide|introduce|bring|restore) |tag|needed|wanted|required/,
    pattern:
      /\b(?:(?:feature|tag)s? requests?|do we (?:really )?need both|should (?:this|it|that|such an? [\w-]+) be (?:implemented|added|introduced|enabled|allowed)\b|is there (?:anything|something) (?:we|the site|the mods|moderators|the team) can do about (?:it|this|that)\b|i have a suggestion|i'?m proposing|i propose|i'?d like to propose|i (?:wanted|would like|'?d like) to (?:propose|suggest)|i want to (?:report|request|suggest|propose)|(?:^|\[)bug(?: report)?\]?:|(?:this is|filing|to file|submitting) (?:a |my )?bug report|please (?:add|enable|allow|support|reinstate|bring back|fix)(?! (?:it|them|yours?|your \w+|a comment|to)\b)|(?<!\b(?:how|where|what|when|why|who) )(?:can|could|should) (?:we|you) (?:please )?(?:add|enable|allow|support|reinstate|bring back|fix|rename|merge|create|introduce|have|get)|let(?:'?s| us) (?:have|add|create|merge|rename|make)(?! (?:a|an|some) (?:debate|discussion|chat|talk|conversation|look|poll|thread)\b)|shall we (?:have|add|create|make|get|enable|allow|introduce|adopt)|(?<!\b(?:how|where|what|when|why|who) )should we (?:consider |start |stop )?(?:\w+ing|lower|raise|change|allow|add|remove|merge|have|get|create|make|introduce|enable|disable|rename|burninate|retag|synonymi[sz]e|deprecate|retire)\b|shouldn'?t (?:[\w-]+ ){1,4}be (?:merged|renamed|removed|allowed|added|changed|fixed)|(?<!\b(?:what|which) (?:[\w/-]+ ){0,3})(?<!\b(?:that|which|who) )should be (?:fixed|merged|renamed|changed|improved|added|allowed|enabled|removed|deleted|burninated|retagged)(?! to\b)|\bjust a (?:small |quick |friendly )?suggestion\b|^(?:more|better|new|an?) (?:[\w-]+ ){0,3}(?:options?|features?|tags?|filters?|settings?|tools?|support|search|moderators?|ways? to [\w-]+) (?:needed|wanted|required|please)\s*[.!?]?\s*(?:\n|$)|should (?:it|this|that|they|the \w+(?: \w+)?) be (?:made|renamed|merged|a synonym|burninated|removed|deleted|retagged))\b|^request hn\b|^(?:merge|rename|add|allow|enable|synonymi[sz]e|burninate|create) (?:the )?\[|\bwhat(?:'s| is) the point of (?:the |this |having )?(?:\[[\w.-]+\]|[\w-]+ tag)|\bwhy (?:do|does) (?:we|this site) (?:still )?(?:have|need|use) (?:an? |the |two |both )?(?:\[[\w.-]+\]|[\w-]+ tags?\b|[\w-]+ tag rather than)|\btime to (?:do something about|fix|rethink|revisit|clean up)\b|\b(?:reason for|why) (?:the |this )?(?:lack of|absence of) (?:an? |the |any )?(?:[\w'"\[\]-]+ ){0,4}(?:tags?|features?|options?|buttons?|settings?)\b|\bis there (?:any|a|some) way (?:we|users|moderators|mods) (?:can|could) (?:flag|mark|report|hide|filter|tag|merge|close|block|mute|follow|get notified)\b|\b(?:should|can|could|shall) [^?.\n]{1,60}\b(?:be|become) (?:made )?(?:tag )?(?:synonyms?|combined|merged|renamed|removed|deleted|split|burninated|retagged)\b[^.!\n]{0,80}\?|\b(?:tags?|\[[\w.-]+\]) (?:can|could|should|ought to) be (?:merged|renamed|removed|deleted|retagged|burninated|made (?:a )?synonyms?)\b|\b(?:can|could) we (?:please )?(?:change|update|correct|remove|delete|split) (?:the|this|that|these|those) (?:[\w'-]+ ){0,3}(?:tags?|titles?|names?|wording|text|page|links?|descriptions?|help center|close reasons?|banners?|logos?)\b|^is (?:the|this|that) (?:tag ['"\[]?[\w.-]+['"\]]?|['"\[]?[\w.-]+['"\]]? tag) (?:really |actually )?(?:correct|right|spelled right|needed|necessary|useful)\b|^(?:please )?(?:offer|create|add|allow|accept|enable|disable|remove|merge|rename|provide|introduce|bring back|restore) (?:a|an|the|additional|more|some|users|us)\b|\b(?:misspell(?:ed|t)|typo in|wrong|incorrect|duplicate) (?:[\w'-]+ ){0,2}tags?\b|^(?:the )?(?:tags?\b|\[[\w.-]+\])[^?\n]{0,60}\bwhat (?:to|should we|can we|shall we) do\b|^[^\n]{0,40}\b(?:logo|design|theme|layout|tag|search|editor|ui) (?:improvements?|redesign|overhaul)\s*(?:\n|$)/,
    weight: 2,
  },
  {
    // A proposal in other words than 'I propose': 'would it be possible to add...', 'users should
    // be able to...', 'my suggestion is...', 'I think the site should...'.
    name: "proposes a feature",
    hint: /possible|able to|suggestion|suggest|should|option to|feature/,
    pattern:
      /\bwould it be (?:possible|feasible|a good idea) to (?:add|have|get|allow|enable|introduce|support|show|make|let|provide|change|remove)\b|\b(?:users|we|people|everyone|one|i) should be able to\b|\bmy (?:suggestion|proposal) (?:is|would be)\b|\bi (?:would )?suggest (?:that )?(?:we|you|the site|this site|moderators|mods|adding|removing|allowing|making)\b|\bi (?:would )?suggest \w+ing (?:it|this|that|the|them|these|those|both|all)\b|\bi think (?:we|the site|this site|there) (?:should|could) (?:have|add|allow|get|make|be)\b|\b(?:there should be|add) an? (?:option|setting|button|way) to\b|\bfeature (?:suggestion|proposal)\b/,
    weight: 2,
  },
  {
    // A fault the writer hit doing something: 'when I click save, nothing happens', 'is this a bug?'.
    name: "reports a fault",
    hint: /bug|glitch|when|whenever|after|click|press|tap|submit|if i|can'?t|cannot|unable|not able|account|profile|password|username|login/,
    pattern:
      /\b(?:is this|this is|looks like|seems to be|appears to be|(?<!\bif (?:i think |you think )?)(?:i|we|i'?ve|we'?ve|i have|we have) (?:just |recently )?(?:found|noticed|hit|encountered|discovered)|i think (?:this is|it'?s|there'?s)) (?:a|an) (?:\w+ )?(?:bug|glitch)\b|\bi (?:then )?(?:click|press|tap|submit)\b[^!?\n]{0,120}\b(?:returns|takes|sends|brings|redirects) (?:me|us) (?:right )?back\b|\b(?:when|whenever|after|if) (?:i|we) (?:click|press|tap|try to|open|submit|edit|select|visit|go to|log ?in|sign ?in|upload|search|load)\b[^.!?\n]{0,80}\b(?:nothing happens|(?:returns|takes|sends|brings|redirects) (?:me|us) (?:back|to)|(?:shows?|gives?|get|throws?) (?:me |us )?(?:an? )?(?:error|blank page|empty page|404|500)|(?:doesn'?t|does not|won'?t|will not) (?:work|load|save|update|show|appear|respond)|fails|freezes|crashes|hangs)\b|^(?:ask hn: )?(?:i )?(?:can'?t|cannot|unable to|not able to) (?:find|get|see|access|log ?in|sign ?in|edit|delete|comment|vote|post|upload|download|open|install|connect|save|change|remove)\b(?! (?:a |any |the right )?(?:jobs?|work|co-?founders?|motivation|love|sleep|focus)\b)|^(?:ask hn: )?how (?:to|do i|can i|should i) (?:unblock|unlock|recover|restore|reactivate|delete|close|merge|reset) (?:my |an |the )?(?:[\w-]+ )?(?:account|profile|password|username|login)s?\b/,
    weight: 2,
  },
  {
    // Readers asked whether they found a fix for a trouble: 'Has anyone found a workaround?', 'Anybody
    // know a fix for this?'. Alone it weighs too little; beside the writer's own trouble it asks for a way out.
    name: "asks for a fix",
    hint: /fix|workaround|solution|way around/,
    pattern:
      /\b(?:anyone|anybody|someone|somebody|any of you)(?: here| else)? (?:has |have |ever )?(?:found|got|have|has|knows?(?: of)?|come across) (?:a |an |any |some )?(?:good |working |reliable |permanent )?(?:fix|fixes|workarounds?|solutions?|way around (?:it|this|that))\b[^.!\n]{0,60}\?/,
    weight: 1,
  },
  {
    name: "what should i do",
    pattern:
      /\bwhat (?:should|can|do|could) (?:i|we) do\b|^(?:ask hn: )?what (?:to|should (?:you|one)|do you|can you) do (?:when|if|about)\b|\bwhat(?:'s| is) (?:the|my) (?:problem|issue)\b|\bwhat am i (?:doing wrong|missing)\b|\bam i missing something\b|\bwhat are my options\b|\bis there (?:anything|something) (?:i|we) can do\b|\bi (?:really )?need (?:help|advice)\b/,
    weight: 1,
  },
  {
    // 'Help me choose' a name, a title or a career asks for advice, not a product.
    name: "how do i solve",
    pattern:
      /\bhow (?:can|do|should|could) (?:i|we) (?:\w+ )?(?:get (?:it |them |(?:my|our) (?:[\w-]+ ){1,2})back|speed (?:it |this |that |them )?up|stop|prevent|fix|solve|get rid of|deal with|cope with|handle|protect|recover|avoid|get around|work around|keep track of|organi[sz]e|manage|automate|back ?up|save|stay on top of|keep (?:[\w'-]+ ){1,3}from)\b|\bi (?:really )?need (?:a way|a tool|an app|a service|something|some way)\b|\bhelp me (?:find|choose|pick)\b(?! (?:a |an |the |my |our )?(?:[\w-]+ )?(?:names?|titles?|careers?|majors?|paths?)\b)/,
    weight: 1.5,
  },
  {
    // How others handle a task, asked in a bare title ('How do you back up your photos?'), polls
    // their practice; it asks for a way out of the writer's own trouble only when the body tells of
    // one ('Clinic manager here, loans go missing every month'): alone it weighs too little to make a
    // need, and a technical 'how do you automate X?' stays a question; need-rules.ts weighs it more
    // when the body tells of the writer's trouble.
    name: "how do others solve",
    pattern:
      /^(?=[^\n]*\n\s*\S+(?:\s+\S+){2})[\s\S]*?\bhow (?:can|do|should|could) (?:you|anyone|people|everyone) (?:\w+ )?(?:stop|prevent|fix|solve|get rid of|deal with|cope with|reduce|ease|relieve|handle|protect|recover|avoid|get around|work around|keep track of|organi[sz]e|manage|automate|back ?up|save|stay on top of|keep (?:[\w'-]+ ){1,3}from)\b/,
    weight: 1,
  },
  {
    // How others go about a chore, asked in a title with any verb ('How do you renew your SSL
    // certificates?'), with a body: alone it polls their practice and weighs nothing; need-rules.ts
    // counts it when the body tells of the writer's own trouble with that chore ('for me it is a
    // manual and repetitive process'). Not how readers feel, think or became what they are.
    name: "how do others do a chore",
    hint: /^(?:ask hn: )?how /,
    titleLed: true,
    pattern:
      /^(?=[^\n]*\n\s*\S+(?:\s+\S+){2})(?:ask hn: )?how (?:do|does|can|should) (?:you|y'?all|you guys|you all|people|everyone|others|other [\w-]+s|[\w-]+s)(?: (?:all|guys|usually|currently|typically|normally|still))? (?!(?:feel|think|become|get started|start|meet|judge|like|see|view|rate|stay motivated|cope|deal|find|learn|know|decide|choose|pick|balance|spend|relax|unwind|take)\b)[\w-]+\b/,
    weight: 0,
  },
  {
    // A feature asked of a product the writer names, put to readers or wished for: 'Would anyone
    // else want Tabby to support split panes?', 'I wish Notely supported tags', 'Notely should offer
    // an export so that I can keep my notes'.
    name: "asks a product to support something",
    hint: /want|like|love|need|wish|should/,
    pattern:
      /\bshould (?:offer|add|support|provide|build|have|allow|let users) [^.!?\n]{1,80}\bso (?:that )?(?:i|we) (?:can|could)\b|\b(?:would|does|do) (?:anyone|anybody|you|others|people|someone|somebody)(?: else| here)? (?:also )?(?:want|like|love|need) (?:[\w.+#-]+ ){1,3}to (?:support|add|offer|allow|integrate with|include|have an? (?:option|setting|mode|button|way))\b|\bi wish (?:[\w.+#-]+ ){1,3}(?:supported|would support|offered|would offer|would add|had an? (?:option|setting|mode|button|way))\b/,
    weight: 2,
  },
  {
    // Which products to look at, asked anywhere: 'What libraries should I look at?'.
    name: "asks which ones to look at",
    hint: /look|check|consider|evaluat/,
    pattern: new RegExp(
      `\\b(?:what|which) (?:[\\w.+#-]+ ){0,2}${THING_NOUN} (?:should|would|could|can) (?:i|we) (?:look at|look into|check out|consider|evaluate)\\b`,
    ),
    weight: 2,
  },
  {
    // Something better than a product the writer names or has, asked in a short sentence of its
    // own: 'Anything out there better than Notely?'.
    name: "anything better out there?",
    hint: /out there/,
    pattern:
      /(?:^|[.!?\n]\s*)(?:is there )?(?:anything|something) (?:else )?out there (?:better than|like|similar to|that (?:does|can|will|would))\b[^!?\n]{0,80}\?/,
    weight: 2,
  },
  {
    // Others' set-up asked for ('what's your setup like?', 'how do you make it work?'): a poll of
    // practice alone, it asks for a way out when the writer also tells of their own trouble (the
    // problem cues of need-rules.ts add to it then).
    name: "asks others' setup",
    hint: /setup|set-up|workflow|toolchain|make it work|get it to work/,
    pattern:
      /\bwhat(?:'s| is| does) your (?:[\w-]+ ){0,2}(?:setup|set-up|workflow|toolchain)(?: like| look like)?\s*\?|\bhow do you (?:make it|get it to) work\s*\?/,
    weight: 1,
  },
  {
    // Readers asked how they would improve the writer's own set-up for a job: 'wondering how people might
    // improve upon what we use', 'how could I improve my backup system?'. The writer has told of a way of theirs
    // that falls short and asks for a better one (a tool, a service, a change of set-up).
    name: "asks to improve own setup",
    hint: /improve/,
    pattern:
      /\bhow (?:(?:would|could|can|should|might) (?:you|anyone|others|people|i|we)|(?:you|anyone|others|people) (?:would|could|might)) (?:\w+ )?improve (?:on |upon )?(?:what (?:i|we) (?:do|have|use)\b|(?:my|our) (?:[\w/-]+ ){0,2}(?:setup|set-up|system|workflow|strategy|process|configuration|toolchain|backups?)\b)/,
    weight: 2,
  },
  {
    name: "is there a way",
    pattern:
      /^(?:ask hn: )?(?:what(?:'s| is) the )?(?:best|simplest|easiest|quickest|fastest|cheapest|native|proper) way to (?!(?:learn|become|get (?:a job|hired|started|better)|make money|improve)\b)|\b(?:is|are) there (?:a|any|some) (?:\w+ )?(?:ways?|methods?|tricks?|remed(?:y|ies)) (?:to|of|for|i|we|that can|which can)\b|\bis it possible (?:to|for (?:me|us))\b/,
    weight: 1,
  },
  {
    // Asking readers to name something, in the words people use when 'recommend a' and 'is there a
    // tool' are missing: 'please suggest me a good course', 'what stack would you recommend',
    // 'what software do you prefer', 'what site can you suggest'.
    name: "asks readers to name one",
    hint: /recommend|suggest|prefer/,
    pattern: new RegExp(
      `\\bplease (?:\\w+ )?(?:recommend|suggest)\\b|\\bsuggest me\\b|\\bwhat (?!(?:[\\w-]+ )?(?:paths?|routes?|approach(?:es)?|strateg(?:y|ies)|steps?|plans?) )(?:[\\w./+#-]+ ){0,3}(?:would|do|should|can|could) (?:you|people|y'?all|you guys|folks) (?:\\w+ )?(?:recommend|suggest)\\b|\\bwhat (?:[\\w./+#-]+ ){0,2}(?:you|people) (?:can|would|could) (?:recommend|suggest)\\b|\\bwhich (?!of (?:these|those|them)\\b)(?:[\\w./+#-]+ ){0,3}(?:do|would) you (?:recommend|suggest)\\b|\\b(?:what|which) (?:[\\w-]+ ){0,2}${THING_NOUN} (?:or [\\w-]+ )?(?:do|would) you prefer\\b|\\b(?:recommend|suggest) (?:me )?(?:good|some good|a few|any good|the best) (?:[\\w-]+ ){0,2}${THING_NOUN}\\b`,
    ),
    weight: 2,
  },
  {
    // A better way than the one the writer has: 'is there an easier way than this', 'has anyone
    // found a better way', 'what gear do I need to'.
    name: "wants a better way",
    hint: /easier|better|simpler|faster|quicker|cheaper|smarter|less|reduce|speed up|equipment|gear|kit|tools|software|hardware|need to|has to be|must be/,
    pattern:
      /\b(?:is|are) there (?:an? |any )?(?:easier|better|simpler|faster|quicker|cheaper|smarter|less painful) (?:(?:tool|solution|option|app|service)s?\b|(?:way|method|approach)s?(?: (?:to (?:do|handle|manage) (?:this|that|it)|of doing (?:this|that|it)|than (?:this|that|what \w+ \w+)))?\s*\?)|\b(?:has|have|did) (?:anyone|anybody|someone|you) (?:ever )?(?:seen|found|got|come across|used) (?:a |an |any )?(?:better|easier|simpler|good|decent|cheaper) (?:way|method|option|tool|solution|setup|system|approach|process)\b|\bwhat (?:equipment|gear|kit|tools|software|hardware|supplies|apps) (?:do|would|will|should) (?:i|we) (?:\w+ )?(?:need|buy|get)\b|\bwhat (?:else )?(?:do|would|will) (?:i|we) need to (?:start|get started|begin|set up|make|brew|build|run)\b|^(?:ask hn: )?is there (?:an? |any )?(?:better|easier|simpler|faster|quicker|cheaper|smarter) way to\b|\bthere (?:has|have|must|ought|needs) (?:got )?to be (?:a |an )?(?:better|easier|simpler|faster|quicker|smarter) way\b|\bthere must be (?:a|an) (?:better|easier|simpler) (?:way|tool|app|option)\b|\bthere (?:has|must|ought) (?:got )?to be a way to (?:automate|fix|stop|avoid|speed up|simplify|sync|merge|track)\b|\bhow (?:can|do|could|should) (?:i|we) (?:make|get) (?:[\w'-]+ ){1,4}(?:easier|faster|quicker|simpler|less (?:painful|tedious|messy|time-consuming|of a hassle))\b|\bhow (?:can|do|could|should) (?:i|we) (?:reduce|cut down|speed up|shorten) (?:the )?(?:time|effort|labou?r|hassle|mess|work)\b/,
    weight: 2,
  },
  {
    // Whether something can be had at all, or found anywhere: 'anyone know where I can buy these',
    // 'are there any coffees out there for people who...'.
    name: "asks where one can be had",
    hint: /know|there|still|other/,
    pattern:
      /\b(?:anyone|anybody|someone|does anyone|do you|does anybody) know (?:if|where|whether|how) (?:i|we|one|you) (?:can|could|might) (?:find|buy|get|order|source)\b|\bwhat other (?!(?:reasons?|differences?|factors?|questions?|examples?|ways?)\b)(?:[\w-]+ ){1,3}(?:are there|exist|are out there|are available|are similar|would you (?:recommend|suggest))\b|\bwhat (?!(?:jobs?|work|roles?|positions?|careers?|people|reasons?|differences?|options?|ways?|examples?|studies|stud(?:y|ies)|risks?|benefits?|rules?|laws?|statistics|data|numbers|side effects|evidence|opportunit(?:y|ies))\b)(?:[\w-]+ ){1,3}(?:are|is) (?:there )?(?:out there|on the market)\b|\bare there any (?!(?:reasons?|differences?|studies|stud(?:y|ies)|risks?|benefits?|examples?|rules?|laws?|statistics|data|numbers|side effects|health|evidence)\b)(?:[\w-]+ ){1,3}(?:out there|on the market|available|you can buy)\b|\b(?:anyone|anybody|any one|you) know (?:of )?(?:any|a|an|some) (?:[\w-]+ ){1,5}(?:out there|on the market|(?:that|which) (?:might|would|could) (?:work|suit|fit))\b/,
    weight: 2,
  },
  {
    // A title asking why the site treats the writer's post or vote as it does, from a writer whose
    // post it is: 'Why was my answer deleted?', 'Why do my flags sit for days?' with
    // 'I flagged a comment last week'. A complaint to the site, not a question of how things are.
    name: "complains to the site",
    hint: /^why\b/,
    titleLed: true,
    pattern:
      /^why (?:is|are|does|do|did|was|were|has|have|can'?t|cannot|isn'?t|doesn'?t|don'?t|won'?t)\b[^?\n]{0,80}\b(?:flags?|flagged|flagging|downvot\w*|upvot\w*|votes?|voting|reputation|moderators?|mods|moderation|deleted|deletion|undelet\w*|closed|closing|reopen\w*|migrated|bount(?:y|ies)|penalt(?:y|ies)|suspended|banned|review queues?)\b[^\n]*\n[\s\S]*\b(?:(?:my|our) (?:own )?(?:answers?|questions?|posts?|flags?|edits?|comments?|account|votes?)\b(?! (?:is|was|would be|being|here)\b)|i (?:have |had )?(?:flagged|asked|answered|posted|edited|voted|commented)\b)/,
    weight: 2,
  },
  {
    // Whether something is still sold, from a writer who says they want it: 'Is this cider still
    // sold anywhere? I miss it.' Without that it is a question about a market ('Is X still made?').
    name: "asks if still sold",
    hint: /\b(?:want|wanted|miss|missed|love|loved|buy|order|find|try|taste|looking|get hold)\b/,
    pattern:
      /\b(?:is|are) (?:[^?!\n]{1,60} )?still (?:available|sold|made|produced|in production|on sale|for sale) (?:in|at|anywhere|online)\b/,
    weight: 2,
  },
  {
    // Whether a product is sold where the writer is, asked in the title by one who wants it: 'Is this
    // cider available in Canada?', 'Availability of X' with 'I can't find it anywhere'.
    name: "asks if sold near the writer",
    hint: /\b(?:want|wanted|miss|missed|love|loved|buy|order|find|try|taste|looking|get hold)\b/,
    pattern:
      /^(?:ask hn: )?(?:is|are) (?!there\b)[^?!\n]{1,60} available (?:to buy )?(?:in|at|anywhere|online|outside|near)\b|^(?:ask hn: )?availability of\b/,
    weight: 2,
  },
  {
    // Whether a kind of product would help with a trouble of the writer's: 'My tea goes stale
    // within weeks; would an airtight tin help keep it fresh?', 'Does a vacuum sealer help
    // preserve it?'. It weighs only when the writer tells of that trouble (need-rules.ts): without
    // it, the question asks how things work.
    name: "asks if a product would help",
    hint: /\bhelp\b/,
    pattern: new RegExp(
      String.raw`\b(?:would|does|do|will|can|could|should|might) (?:[\w&'/-]+ ){0,6}(?:containers?|jars?|canisters?|tins?|bags?|boxes|cases?|covers?|lids?|seals?|sealers?|filters?|stoppers?|humidifiers?|dehumidifiers?|fridges?|freezers?|coolers?|devices?|gadgets?|tools?|apps?|products?|machines?|attachments?|accessor(?:y|ies)|pads?|stands?|mats?|sleeves?|pouches?)\b (?:really |actually )?help (?:to )?(?:prevent|preserve|keep|stop|reduce|avoid|protect|save|fix|slow)\b`,
    ),
    weight: 2,
  },
  {
    // Readers asked how a substitute for a product served them: 'Has anyone had experience with
    // refillable printer cartridges?', 'Has anybody tried the third-party chargers?'. Asking after a
    // cheaper or reusable stand-in weighs a purchase, not a poll.
    name: "asks about a substitute product",
    hint: /\b(?:has|have|did) /,
    pattern:
      /\b(?:has|have|did) (?:anyone|anybody|someone|somebody|any of you|you guys|people)(?: here| else)? (?:ever |already |actually )?(?:used|tried|bought|owned|had (?:any |some )?(?:good |bad )?experiences? (?:with|using|of))(?: the| these| those| a| an| any| some)? (?:[\w-]+ )?(?:reusable|refillable|re-?fillable|third[- ]party|compatible|aftermarket|generic|knock-?off|off-brand|own-brand|store-brand|budget|cheaper) (?:[\w-]+ ){0,3}[\w-]+/,
    weight: 2,
  },
  {
    // Whether a thing is worth its price, asked in the title: 'Is a paid password manager worth
    // buying?', 'Is this course worth it?' with the price in the body. Not whether it is worth doing
    // ('Is it worth learning X?').
    name: "asks if worth paying for",
    hint: /worth/,
    titleLed: true,
    pattern:
      /^(?:ask hn: )?(?:is|are) (?:(?!there\b|this\b|that\b)[^?\n]{1,60} )?worth (?:buying|paying (?:for|extra)|purchasing|the (?:money|price|cost|upgrade|premium)|upgrading|subscribing)\b|^(?:ask hn: )?(?:is|are) (?!it\b|there\b)[^?\n]{1,60}\bworth it\b[^\n]*\n[\s\S]*(?:\b(?:priced|costs?|fees?|paid|pay|paying|buy|buying|bought|purchas\w+|subscriptions?|afford)\b|[$€£]\s?\d)/,
    weight: 2,
  },
  {
    // Whether there are places of a kind in a town or area, asked by one who means to go: 'Are there
    // any good cider bars in Leeds?', 'Are there local roasters near the harbour?'.
    name: "asks for places nearby",
    hint: /there/,
    pattern:
      /\b(?:are|is) there (?:a |an |any |some )?(?:good |local |decent |nice |independent |small )*(?:[\w-]+ )?(?:micro-?breweries|breweries|brewery|brewpubs?|bars|pubs|shops|stores|places|restaurants|caf[eé]s|roasters|suppliers|sellers|retailers|venues|markets) (?:in|near|around) (?!(?:the )?(?:us|usa|uk|eu|world|past|market|country|general)\b)[\w-]+[^.!\n]{0,40}\?/,
    weight: 2,
  },
  {
    // A title that is a request for recommendations: 'Recommendations for a travel router?',
    // 'Tent recommendations, please', 'What is your recommended diff tool'. Not suggestions on how
    // to do something, on a career, or for a project or an idea of one's own.
    name: "title asks for recommendations",
    hint: /^[^\n]*(?:recommend|suggestion|recs\b|preferred|go-to)/,
    pattern: new RegExp(
      `^(?:ask hn: )?(?:any )?(?!(?:your|my|our|project|idea|career|job|income|feature|are|is|do|does|did|how|why|what|which|who|when|where|should|can|could|would|will)\\b)(?:(?![\\w-]*(?:project|idea|career|job|income|feature)s?\\b)[\\w.+#/-]+ ){0,3}(?:recommendations?|suggestions?|recs)(?: (?:for|on|in|please)\\b(?! (?:how|what|why|where|when|improv\\w*|the site|this site|changes?|a career|careers?|jobs?|getting|finding|my (?:career|job|startup|project)|${NOT_PRODUCT}))|,? please\\b|\\s*[?!.]?\\s*(?:\\n|$))|^(?:ask hn: )?(?:what|which)(?:'s| is| are) (?:your|the) (?:recommended|preferred|go-to) (?:[\\w.+#/-]+ ){0,3}${THING_NOUN}\\b`,
    ),
    weight: 2,
  },
  {
    // Whether a kind of product exists at all, asked of readers: 'Does any cheap e-reader with
    // buttons exist?', 'I was wondering whether any hosts offer...', '...and if any good options
    // exist for it'. Not evidence or research.
    name: "asks whether one exists",
    hint: /exist|wonder|curious|know/,
    pattern: new RegExp(
      `^(?:ask hn: )?(?:does|do) (?:a|an|any|some|such) (?!(?:[\\w-]+ ){0,2}(?:research|evidence|stud(?:y|ies)|proof|data|reasons?|correlation|consensus)\\b)[^?\\n]{1,60}\\bexist\\s*\\?|\\b(?:wondering|wonder|curious|want to know|like to know) (?:if|whether) there (?:is|are|exists?) (?:a|an|any|some) (?:[^\\s?.]+ ){0,6}${THING_NOUN}\\b|\\b(?:if|whether) any (?:good |decent |cheap |free |simple )?(?:options|solutions|tools|apps|services|products) (?:exist|are out there|are available)\\b|\\b(?:anyone|anybody|someone) knows? (?:if|whether) (?:this|something like this|such a thing|it) (?:has|had) (?:already )?been (?:done|built|made)\\b`,
    ),
    weight: 2,
  },
  {
    // A title asking which product does best at something: 'Which note app has the best sync?'.
    name: "asks which has the best",
    hint: /^(?:ask hn: )?(?:which|what) /,
    pattern: new RegExp(
      `^(?:ask hn: )?(?:which|what) (?:[\\w./+#-]+ ){0,3}${THING_NOUN} (?:has|have|offers?|provides?|gives?) (?:the )?(?:best|cheapest|lowest|fastest|most reliable|better)\\b`,
    ),
    weight: 2,
  },
  {
    // A title asking how to stop a trouble the body shows the writer having: 'How to stop my
    // sourdough sticking?' with 'every time I bake...' or 'I've tried flour'. Not a habit or a feeling:
    // the personal-advice signs weigh against those.
    name: "wants to stop own trouble",
    hint: /avoid|prevent|stop|fix|get rid|keep/,
    pattern:
      /^(?:ask hn: )?how (?:to|do i|can i|do you|should i|can we|do we|could i) (?:avoid|prevent|stop|fix|get rid of|keep (?:[\w'-]+ ){1,3}from)\b[^\n]*\n[\s\S]*(?:\b(?:i|we) (?:keep|always|often|sometimes|usually) (?:getting|get|having|have|seeing|see|find|end up|notice)\b|\b(?:sometimes|every time|whenever|each time)(?: when)? (?:i|we|my|our)\b|\b(?:i'?ve|i have|we'?ve|we have) (?:already )?tried\b)/,
    weight: 2,
  },
  {
    // 'Are there other ones that...': asks for more of a kind, but also opens questions about a kind
    // of thing ('are there other beers that should be...'), so it counts less alone.
    name: "asks for others of a kind",
    hint: /other|more/,
    pattern:
      /^(?:any )?other (?!(?:[\w'.-]+ )?(?:uses|ways|reasons|things|ideas|examples|factors|questions|options|thoughts)\b)(?:[\w'.-]+ ){0,3}[\w'.-]+s\s*\?\s*(?:\n|$)|\bare there (?:any )?(?:other|more) (?!(?:reasons?|differences?|ways?|factors?|examples?|studies|questions?|answers?|issues?|problems?|risks?|benefits?|explanations?)\b)(?:[\w-]+ ){1,2}(?:that|which|out there|available|like (?:this|that|these|it)|for)\b/,
    weight: 1.5,
  },
  {
    // What to serve, pour or bring for an occasion the writer describes: 'what can I serve for a
    // dinner party', 'what should she pair with it'.
    name: "asks what to serve",
    hint: /serve|pair|bring|gift|with|what other/,
    pattern:
      /\bwhat (?:else )?(?:can|should|could|would) (?:i|we|she|he|they) (?:serve|pair|bring|gift|cook with|drink with)\b|\b(?:what|which)(?:'s| is| are)? (?:(?!(?:way|method|manner|time|order)\b)[\w-]+ ){0,4}(?:(?:(?:could|would|will|might|should) )?(?:pairs?|paired|goes|go|match(?:es)?) (?:well |best |nicely )?with|to (?:have|drink|serve|pour|pair|go) (?:\w+ )?with)\b|\bwhat other (?:[\w-]+ ){0,2}[\w-]+s (?:would|could|might|will|can) (?:\w+ )?(?:give|go|work|suit|pair|complement|match|replace|substitute)\b/,
    weight: 2,
  },
  {
    // Someone else's working set-up asked for: 'does anyone have a setup that doesn't leak'.
    name: "asks for a working setup",
    hint: /have/,
    pattern:
      /\b(?:does|do) (?:anyone|anybody|someone|any of you) (?:here )?have (?:a|an|any) (?:good |working |decent |reliable |simple )?(?:setup|set-up|solution|system|workflow|tool|app|trick|fix|workaround)s?\b/,
    weight: 2,
  },
  {
    // Asking readers for their picks without the stock words: 'does anyone have any recommendations',
    // 'where do you host your email', 'has anyone made an app that...', 'Best payment processor?',
    // 'I need a scheduler that...'.
    name: "asks readers for their pick",
    hint: /recommend|suggest|recs|where do|made|built|created|best|need/,
    pattern: new RegExp(
      `\\b(?:does|do) (?:anyone|anybody|someone|any of you|you guys|you) (?:here )?have (?:any )?(?:good )?(?:recommendations|suggestions|recs)\\b|\\bwhere do (?:you|people|y'?all|you guys|folks|others) (?:\\w+ )?(?:host|buy|get|order|source|rent|keep|store)\\b(?! (?:your |their |new |good )?(?:ideas?|inspiration|motivation|news|information|energy|advice)\\b)|\\bwhere do (?:you|people|y'?all|you guys|folks) (?:\\w+ )?(?:save|keep|store|write down|track) (?:your |their |all )?(?:[\\w-]+ )?(?:ideas|notes|bookmarks|passwords|files|photos|documents|links|recipes)\\b|\\b(?:has|have) (?:anyone|anybody|someone|somebody) (?:already )?(?:made|built|created|written|found) (?:a|an) (?:[\\w-]+ ){0,2}${THING_NOUN} (?:that|which|for|to)\\b|^(?:ask hn: )?(?:the )?best (?!(?:practi[cs]es?|ways?|uses?|time|approach\\w*|advice|places? to (?:live|work))\\b)(?:[\\w.+#/-]+ ){0,3}${THING_NOUN}\\s*\\?\\s*(?:\\n|$)|(?:\\bi (?:really )?|^(?:ask hn: )?|\\n)need (?:a|an|some) (?:good |decent |cheap |simple |reliable |free )?(?:[\\w-]+ ){0,2}${THING_NOUN} (?:that|which|for|to|with)\\b`,
    ),
    weight: 2,
  },
  {
    // Getting paid: 'how do we accept payments from customers in India', 'a client wants me to
    // take card payments', 'we need to start accepting payments': a need for a provider.
    name: "needs to take payments",
    hint: /payment|paid|invoice/,
    pattern:
      /\b(?:wants?|asked|expects?|interest in|need|needs|have|has) (?:me|us|(?:me|us) to|to) (?:start )?(?:accept|accepting|take|taking|collect|collecting) (?:\w+ ){0,2}payments?\b|\bhow (?:to|do i|can i|do we|can we|should i|should we|would i|would we) (?:\w+ )?(?:accept|receive|collect|take|process|handle) (?:\w+ )?(?:payments?|donations|subscriptions|card payments)\b/,
    weight: 2,
  },
  {
    // 'Suggestions for breweries in Leeds?', 'any recommendations on a pub near the station'.
    name: "suggestions for something",
    hint: /suggestions|recommendations|recs/,
    pattern:
      /\b(?:suggestions|recommendations|recs) (?:on|for|to|of) (?!(?:how|what|why|improv\w*|the site|this site|changes?)\b)(?:a |an |some |good |any )?[\w-]+[^.!?\n]{0,60}\?/,
    weight: 1.5,
  },
  {
    // The writer has searched and found nothing: 'I searched everywhere for a tool like this'.
    name: "searched in vain",
    hint: /looked|searched|googled|scoured|found/,
    pattern: new RegExp(
      `\\b(?:looked|searched|googled|scoured) (?:all over|everywhere|around|high and low|online|the (?:internet|web))(?: \\w+){0,3} (?:for (?:something|anything|one|an? \\w+)|but (?:couldn'?t|could not|can'?t|didn'?t|found nothing|nothing))\\b|\\b(?:i'?ve|i have|we'?ve|we have) (?:never|not yet|yet to) (?:really )?found (?:a|an|any) (?:good |great |decent |satisfying |satisfactory |proper |real |nice |simple )?(?:[\\w-]+ ){0,2}${THING_NOUN}\\b|\\b(?:i|we) (?:haven'?t|have not) (?:yet )?found (?:a|an|one|any) (?:[\\w-]+ ){0,3}(?:that|which)\\b`,
    ),
    weight: 1.5,
  },
  {
    // The writer wanting something cheaper or without a cost they name: 'how can I try many beers
    // without buying a case', 'how can I do this on a budget'.
    name: "wants it cheaper",
    hint: /without|budget|cheap|free|afford/,
    pattern:
      /\bhow (?:can|do|could|should) (?:i|we) (?!know\b|tell\b)[^?.!\n]{1,80}\b(?:without (?:spending|paying|buying|breaking the bank)|on a (?:tight |small |student )?budget|cheaply|for cheap|for free|affordably)\b/,
    weight: 2,
  },
  {
    // Readers asked how a kind of product served them, by a writer weighing it for a plan of their
    // own: 'Thinking of building a shed; has anyone tried the flat-pack kits?', 'We are considering
    // a hosted wiki. Have any of you used one?'. Without the writer's plan ('Has anyone used a
    // tiling window manager?', 'Have you built with Framewise? Would you recommend it?') it polls
    // others' experience or opinion and is left to 'anyone else'.
    name: "asks others' experience of one to use",
    hint: /\b(?:has|have|did) /,
    pattern: new RegExp(
      String.raw`^(?=[\s\S]*${OWN_PLAN})[\s\S]*\b(?:has|have|did) (?:anyone|anybody|someone|somebody|any of you|you|you guys|people)(?: here| else)? (?:ever |already |actually )?(?:used|tried|bought|owned|worked with|developed with|built with|built (?:a |an |your )?(?:[\w-]+ )?with|had (?:any |some )?(?:good |bad )?experiences? (?:with|using|of))\b[^?\n]{0,120}\?`,
    ),
    weight: 2,
  },
  {
    name: "anyone else",
    pattern:
      /\b(?:is )?(?:anyone|anybody|someone) (?:working on|building|making)\b|\b(?:has|have|does|did) (?:anyone|anybody|someone|somebody|any of you) (?:\w+ )?(?:had|have|experienced|tried|used|run into|dealt with)\b|\banyone (?:else )?(?:having|seeing|experiencing|using|tried)\b/,
    weight: 1,
  },
  {
    // A title asking which product is best, or which one there is: 'What is the best offline map
    // app?', 'Which is the most repairable e-bike available?'. Not 'the best book you read'.
    name: "asks which one is best",
    hint: /^(?:ask hn: )?(?:what|which)/,
    pattern: new RegExp(
      `^(?:ask hn: )?(?:what|which)(?:'s| is| are| would be) (?:the |some (?:of the )?|a )?(?:best|most (?!(?:important|common|interesting|difficult|surprising|underrated|overrated|valuable|influential|impressive|popular|controversial|annoying|beautiful|elegant)\\b)[\\w-]+|good|recommended|cheapest|easiest|simplest|fastest|lightest) (?!(?:way|practice|time|approach|reason|thing|part|advice|mistake|lesson|idea)s?\\b|selling\\b|known\\b)(?!${SETTING})(?:(?:[\\w./+#-]+ ){0,3}${THING_NOUN}\\b|(?:[\\w./+#-]+ ){1,4}(?:available|out there|on the market)\\s*\\?)(?![^?\\n]*\\b(?:you|you'?ve|ever|of all time)\\b)`,
    ),
    weight: 2,
  },
  {
    // The best way to do something to the writer's own things: 'best way to connect X to my laptop'.
    name: "best way for my problem",
    hint: /way to/,
    pattern:
      /^(?:ask hn: )?(?:(?:what(?:'s| is) the )?(?:best|simplest|easiest|quickest|fastest|cheapest|right|proper)|(?:is there )?(?:any|an?)(?: easy| simple| good| quick| free| automatic)?) way to (?!(?:learn|become|get (?:a job|hired|started|better)|make money|improve|study|prepare)\b)[^?\n]{0,60}\b(?:my|our)\b|(?:^|\n|[.!]\s+)(?:what(?:'s| is) the )?(?:best|simplest|easiest|quickest|right|proper) way to (?!(?:learn|become|get (?:a job|hired|started|better)|make money|improve|study|prepare|develop|train|practi[cs]e)\b)[^?\n]{0,60}\b(?:my|our) (?:[\w-]+ ){0,2}(?:machine|computer|laptop|phone|server|site|website|app|database|files|photos|data|setup|network|router|account|emails?|backups?|code|repo)\b[^?\n]{0,120}\?/,
    weight: 2,
  },
  {
    // A title asking for things for beginners: 'Board games for beginners?', 'Books for newcomers to Go'.
    name: "for beginners",
    hint: /beginner|newbie|novice|newcomer|starter/,
    pattern:
      /^(?:ask hn: )?(?!(?:how|why|what|when|is|are|do|does|can)\b)[\w' .+#-]{2,40} for (?:a |the |complete |absolute )*(?:beginners?|newbies?|novices?|newcomers?|starters?)\b[^\n.!]{0,30}\??\s*(?:\n|$)/,
    weight: 2,
  },
  {
    // A title asking which kind of thing to have, from a writer who says what they like: 'What
    // teas are the least bitter?' with 'I don't like strong tannins' in the body.
    name: "asks what suits their taste",
    hint: /\bi (?:really |just |personally )?(?:like|love|prefer|enjoy|don'?t like|do not like|can'?t stand|dislike|hate)\b/,
    pattern:
      /^(?:ask hn: )?(?:what|which) (?:(?:kinds?|types?|sorts?|brands?|styles?|varieties) of )?[\w-]+ (?:is|are|would|should|could|can|will|goes|go)\b[^\n]*\n[\s\S]*\bi (?:really |just |personally )?(?:like|love|prefer|enjoy|don'?t like|do not like|can'?t stand|dislike|hate)\b/,
    weight: 2,
  },
  {
    // A title asking how to learn something, from a writer who says they want to learn it and names
    // the kind of help (books, courses, resources): 'How do you learn to draw? I want to improve my
    // sketching and have tried a few videos.' A bare 'How did you learn X?' is a poll of others.
    name: "asks how to learn, wanting resources",
    hint: /learn|teach|study|master|pick up|get better/,
    titleLed: true,
    pattern:
      /^(?:ask hn: )?how (?:did|do|can|should|would|could) (?:you|i|one|people|we|someone) (?:best |go about |start to |begin to )?(?:teach (?:yourself|myself|themselves|oneself)|learn|self[- ]study|study|master|get (?:good|better|started) (?:at|with|in)|pick up)\b[^\n]*\n(?=[\s\S]*\b(?:i|we)(?:'d| would| really)? (?:like|want|wish|hope|plan|need|am trying|'m trying|try) to (?:[\w-]+ ){0,3}(?:learn|improve|study|master|get better|pick up|increase|brush up)\b)(?=[\s\S]*\b(?:resources?|books?|courses?|tutorials?|materials?|moocs?|textbooks?|websites?|apps?|videos?|classes|lessons)\b)/,
    weight: 2,
  },
  {
    // A title asking readers to name good things to go and do something with: 'What are some good
    // museums to visit in Porto?', 'What is a good board game to play with two?'. Not ways, reasons
    // or habits: those ask how, not which.
    name: "asks for good ones to try",
    hint: /^(?:ask hn: )?what /,
    pattern:
      /^(?:ask hn: )?what (?:are|is|would be|'s) (?:some|a few|a|an|the) (?:good|great|nice|decent|recommended|must-(?:read|see|try)) (?!(?:ways?|reasons?|examples?|practi[cs]es?|habits?|questions?|rules?|times?|methods?|approach\w*)\b)(?:[\w-]+ ){1,3}to (?:visit|read|try|buy|watch|use|drink|taste|follow|listen to|play|get|stay at|start with)\b/,
    weight: 2,
  },
  {
    // A title asking for material to learn from: 'Resources for learning Welsh', 'Textbook for
    // self-study of optics', 'Good introduction to knot theory?', 'What should I read to understand
    // tax law?'. Not an essay's 'An introduction to X' without a question.
    name: "asks for learning material",
    hint: /learn|study|stud|beginner|introduction|intro|primer|overview|read|watch/,
    pattern:
      /^(?:ask hn: )?(?:good |best |free |recommended |beginner-friendly |online )*(?:resources?|books?|courses?|tutorials?|materials?|textbooks?|moocs?|guides?|reading|videos?|lectures?) (?:for|to|on) (?:[\w.+#-]+ ){0,4}(?:learning|learn|self[- ]study|studying|getting started|beginners?|newcomers?)\b|^(?:ask hn: )?(?:what(?:'s| is| are) (?:the |a |some |your )?)?(?:good|best|gentle|accessible|recommended|great|favou?rite) (?:introductions?|intros?|primers?|overviews?|starting points?) (?:to|for|on)\b[^\n]*\?|\bwhat (?:should|would|could|can) (?:i|one|we|a [\w-]+) (?:read|watch|listen to) (?:to|for|about|on|if|before|first)\b/,
    weight: 2,
  },
  {
    // A title asking for a way, a path or a place to learn something, which readers answer with
    // books, courses and sites: 'Is there a good way to learn sign language online?', 'Best way to
    // pick up statistics?', 'Learning Welsh, where do I start?', 'How should I start learning
    // the cello?'.
    name: "asks for a way to learn",
    hint: /learn|study|practi[cs]e|master|pick up|teach myself/,
    pattern:
      /^(?:ask hn: )?(?:is|are) there (?:a|an|any|some) (?:[\w-]+ ){0,3}(?:ways?|resources?|sites?|websites?|courses?|books?|apps?|places?|programs?) (?:to|for) (?:learn|learning|study|studying|practi[cs]e|practi[cs]ing|master|mastering)\b|^(?:ask hn: )?(?:what(?:'s| is| are) )?(?:the )?(?:best|most effective|fastest|quickest|easiest|right|recommended|good) (?:way|path|place|route|resource)s? (?:to|for) (?:re-?learn|learn|learning|study|studying|self[- ]study|get started (?:with|in)|start learning|pick up|teach myself)\b(?! from\b)|^(?:ask hn: )?[^\n?]{0,60}\b(?:learn(?:ing)?|stud(?:y|ying))\b[^\n?]{0,40}[,:–-] ?where (?:to|do i|should i) (?:start|begin)\b|\bwhere (?:to|do i|should i|can i) (?:start|begin) (?:learning|to learn|studying)\b|^(?:ask hn: )?how (?:do|can|should|would) i (?:best )?(?:start|begin) (?:learning|to learn|studying)\b|^(?:ask hn: )?how (?:do|can|should) i (?:re-?learn|learn|self[- ]study|teach myself)\b|\bwhere (?:to|can i|should i|do i|could i|can one) (?:re-?learn|learn|study)\b(?! (?:from|that|this)\b)/,
    weight: 2,
  },
  {
    // Where the people of a field gather, asked by one wanting to join them: 'Where do hobby
    // astronomers hang out online?', 'What are some other places worth posting my maps?'.
    name: "asks where people gather",
    hint: /congregate|gather|hang ?out|meet up|places/,
    pattern:
      /\bwhere (?:else )?(?:do|does|can|could|would|might) (?:[\w-]+ ){0,2}(?:people|folks|users|fans|enthusiasts|hobbyists|devs|[\w-]+ers|[\w-]+ists|[\w-]+ians) (?:\w+ )?(?:congregate|gather|hang ?out|meet up)\b|\bwhat (?:are|is|would be) (?:some|the|a few|any) (?:other |good |best |active |better )*(?:places|communities|forums|channels|groups) (?:worth|to (?:find|meet|ask|post|share|discuss|look)|for (?:finding|meeting|asking|posting|sharing))\b/,
    weight: 2,
  },
  {
    // Where others moved when a product they relied on went away or went bad: 'Where did you move
    // your photos after the shutdown?', 'What have people switched to from that mail app?'.
    name: "asks where others moved",
    hint: /mov|migrat|switch/,
    pattern:
      /\bwhere (?:have|did|are|will|do) (?:you|people|y'?all|folks|others|everyone|you guys) (?:\w+ )?(?:decided to |chosen to |started to )?(?:move|moving|moved|migrat(?:e|ed|ing)|switch(?:ed|ing)?) (?:your|their|all|over)\b|\bwhat (?:are|did|have|will) (?:you|people|y'?all|folks|others|everyone|you guys) (?:\w+ )?(?:moved?|moving|switch(?:ed|ing)?|migrat(?:e|ed|ing)) (?:over )?to\b/,
    weight: 2,
  },
  {
    // Places to go in a town the writer names: 'Are there any good tea rooms in Ghent?', 'any
    // breweries that serve cask ale near the harbour?'. Not places in the world or in history.
    name: "asks for places in a town",
    hint: /are there|is there|any|where/,
    pattern:
      /\b(?:are there|is there|any|where (?:can|should|could) (?:i|we) (?:find|get|go))(?: any| some| good| other| decent| nice| more)* (?:[\w/-]+ ){0,2}(?:pubs?|bars|breweries|brewery|microbrewer(?:y|ies)|brewpubs?|restaurants?|caf[eé]s|tea ?rooms?|coffee ?shops?|roasters|bakeries|shops|stores|places|spots|venues)(?: (?:that|which|where) (?:serves?|sells?|has|have|offers?|pours?|stocks?) [^?.\n]{1,40})? (?:in|around|near|close to) (?!(?:the )?(?:world|general|particular|history|past|future|europe|america|asia|africa|country)\b)[\w-]+(?: [\w-]+){0,2}\s*[?,]/,
    weight: 2,
  },
  {
    // A title that is only a kind of place and a town with a question mark: 'Cider bars in Leeds?',
    // 'Any advice on good tea rooms near the harbour?'. Not a question about such places ('Why do
    // pubs in X...'): a title starting with a question word asks something else.
    name: "names places in a town",
    hint: /^[^\n]*\?/,
    pattern:
      /^(?:ask hn: )?(?:any (?:advice|tips|suggestions|recommendations) (?:on|for) )?(?!(?:why|how|what|which|who|where|when|is|are|do|does|did|can|could|should|would|will|has|have|was|were)\b)(?:[\w/-]+ ){0,3}(?:[\w-]+\/)?(?:pubs?|bars|breweries|brewery|microbrewer(?:y|ies)|brewpubs?|restaurants?|caf[eé]s|tea ?rooms?|coffee ?shops?|roasters|bakeries|shops|stores|venues) (?:in|around|near|close to) (?!(?:the )?(?:world|general|particular|history|past|future)\b)[^?\n]{1,80}\?\s*(?:\n|$)/,
    weight: 2,
  },
  {
    // Asking for trustworthy sources of information on a subject: 'Are there reputable online
    // sources on tea chemistry?'. Not the sources of a flavour, a nutrient or a historian's claim.
    name: "asks for reliable sources",
    hint: /sources?|references?/,
    pattern:
      /\b(?:reliable|reputable|trusted|trustworthy|authoritative|credible|online|high[- ]quality|good online) (?:online )?(?:sources?|references?)\b[^.!?\n]{0,80}\?/,
    weight: 2,
  },
  {
    // Something like a thing the writer says they like, asked in the title: 'What is the closest
    // tasting cider to Brand X?' with 'I love Brand X' in the body.
    name: "asks for one like a favourite",
    hint: /closest|similar|close|comparable/,
    titleLed: true,
    pattern: new RegExp(String.raw`^[^\n]*${LIKE_ONE}[^\n]*\n(?=[\s\S]*${FAVOURITE})`),
    weight: 2,
  },
  {
    // The same asked in the body: 'I loved that stout; which other stouts are similar to it?'.
    name: "asks in the body for one like a favourite",
    hint: /closest|similar|close|comparable/,
    pattern: new RegExp(String.raw`\n(?=[\s\S]*${FAVOURITE})[\s\S]*${LIKE_ONE}`),
    weight: 2,
  },
  {
    // Which thing to take up, asked anywhere in a post: 'Coming from Java, what web framework to pick
    // up?', 'my friend asked which language he should use'. Not a setting, a way, a job or people
    // ('what freelance clients to take on'), nor a thing others are said to use ('which they use').
    // Which one to move a system of the writer's to is the same choice: 'which database would be good
    // to migrate to?'.
    name: "asks which to take up",
    hint: /\b(?:which|what) /,
    pattern: new RegExp(
      String.raw`\b(?:which|what) (?!(?:[\w-]+ ){0,2}${NOT_PRODUCT} (?:to|(?:he|she|they|i|we) should) )(?!${SETTING})(?!(?:is|are|was|were|do|does|did|would|kind of|way)\b)(?:(?!(?:they|i|we|you|he|she|it|people|all|seems?|tend|want|need|have|used)\b)[\w./+#-]+ ){1,4}(?:to|(?:he|she|they|i|we) should) (?:use|buy|choose|pick ?up|adopt|go with|migrate to|switch to)\b`,
    ),
    weight: 2,
  },
  {
    // How to find a good one of something, a search for a provider or a product: 'How do I find a
    // reliable plumber?', 'How would one find a competent roofer?'. Not a job, people to work with, a
    // partner or friends: those ask for advice on a life.
    name: "asks how to find a good one",
    hint: /find/,
    pattern: new RegExp(
      `\\bhow (?:do|can|should|would|did) (?:you|i|we|one|people) (?:go about )?find(?:ing)? (?:a|an) (?:good|great|decent|reliable|cheap|affordable|trustworthy|competent) (?!(?:[\\w-]+ )?(?:${NOT_PRODUCT}|partners?|friends?|girlfriend|boyfriend|wife|husband|mentors?|team|company|employer|place to (?:live|work))\\b)[\\w-]+`,
    ),
    weight: 2,
  },
  {
    // The writer asking for their choices: 'What are my best options?'.
    name: "asks for own options",
    hint: /options/,
    pattern: /\bwhat (?:are|would be|might be) (?:my|our) (?:best |cheapest |other |possible )?options\b/,
    weight: 2,
  },
  {
    // What to look for in a thing the writer will buy: 'What should I look for when buying a
    // kettle?', 'What features do I need from a drill to...'. Not in a partner or a job.
    name: "asks what to look for in one",
    hint: /look for|qualities|features|specs|specifications|characteristics/,
    pattern: new RegExp(
      String.raw`\bwhat (?:should (?:i|we|one)|to|do (?:i|we)) look for (?:when|in|before|while) (?:buying|choosing|shopping|picking|getting|purchasing|(?:a|an) (?!(?:[\w-]+ )?${NOT_PRODUCT}))|\bwhat (?:qualities|features|specs|specifications|characteristics) (?:do|should|would) (?:i|we) (?:need|want|look for) (?:from|in) (?:a|an|my)\b`,
    ),
    weight: 2,
  },
  {
    // Readers asked whether they have a way or a tool for a job the writer has: 'Do you have any
    // method or app to keep them sorted?', 'Does anyone have a simple way to run it every night?'.
    name: "asks readers for a way or a tool",
    hint: /have|know|use/,
    pattern:
      /\b(?:do|does) (?:you|anyone|anybody|any of you|someone|somebody)(?: guys| all| here| else)? (?:have|know(?: of)?|use) (?:a|an|any|some) (?:(?:good |better |decent |reliable |clever |neat )?(?:method|system|app|tool|setup|workflow|service|software|script|program)s?|(?:simple|easy|quick|automatic|automated) (?:way|trick|method|solution)s? to)\b(?:(?: or| and|,) (?:an? |any )?[\w-]+)*[^.?!\n]{0,100}\?/,
    weight: 2,
  },
  {
    // A title asking what readers use, without the 'do': 'Which VPN provider you use at home?'.
    name: "asks what readers use",
    hint: /^(?:ask hn: )?(?:what|which) /,
    pattern: new RegExp(
      `^(?:ask hn: )?(?:what|which) (?!${NOT_PRODUCT})(?!(?:[\\w.+#-]+ ){0,2}(?:worst|weirdest|strangest|oddest|funniest|interesting|unusual|favou?rite|oldest|coolest)\\b)(?:[\\w./+#-]+ ){0,3}(?!(?:do|are|did|does|would|should|can|could|have|will)\\b)[\\w./+#-]+ (?:you|y'?all|you guys|folks) (?:use|recommend)\\b(?! (?:it|them|this|that)\\b)`,
    ),
    weight: 2,
  },
  {
    // 'What are some handy, rarely mentioned apps you use for X?': the kind of product named after
    // a few describing words, and readers asked which they use.
    name: "asks which ones readers use",
    hint: /what are/,
    pattern: new RegExp(
      `\\bwhat are (?:some )?(?:of )?(?:the )?(?!(?:[\\w.+#-]+ ){0,2}(?:worst|weirdest|strangest|oddest|funniest|interesting|unusual|favou?rite|oldest|coolest)\\b)(?:[\\w.+#-]+ ){0,4}${THING_NOUN} (?:that )?(?:you|people|y'?all|folks|others) (?:\\w+ )?(?:use|rely on|recommend|swear by)\\b`,
    ),
    weight: 2,
  },
  {
    // Others like one the writer names or likes: 'What are some similar stouts in this area?',
    // 'what are similar brands?'. Not reasons, ways or examples.
    // Also a kind of product asked for in a short question of its own: 'Or maybe a similar app?',
    // 'Any similar services?'.
    name: "asks for similar ones",
    hint: /similar/,
    pattern: new RegExp(
      String.raw`\b(?:what|which) (?:are|is|would be) (?:some |a few |any )?(?:other )?similar (?!(?:reasons?|ways?|examples?|questions?|issues?|problems?|cases?|situations?|words?|terms?|ideas?|concepts?|studies|methods?|techniques?)\b)(?:[\w/'.-]+ ){0,3}[\w'.-]+\b[^.!\n]{0,60}\?|(?:^|[.!?\n]\s*)(?:or |and )?(?:maybe |perhaps )?(?:a|an|any|some) (?:other )?similar (?:[\w-]+ ){0,2}${THING_NOUN}\s*\?`,
    ),
    weight: 2,
  },
  {
    // 'Any good courses or books?' in the body: a kind of product asked for in a short question of its own.
    name: "any good ones?",
    hint: /\bany /,
    pattern: new RegExp(
      `(?:^|[.!?\\n]\\s*)any (?:good |decent |great |free |cheap |recommended |reliable )(?:[\\w.+#-]+ ){0,2}${THING_NOUN}(?: (?:or|and) (?:[\\w.+#-]+ ){0,2}[\\w.+#-]+)?\\s*\\?`,
    ),
    weight: 2,
  },
  {
    // The writer out to find a kind of product: 'obsessed with finding a simple tool to log my day',
    // 'trying hard to find a decent scanner', 'need help choosing a camera'.
    name: "wants to find one",
    hint: /find|choos|pick|select/,
    pattern: new RegExp(
      `\\b(?:to find|finding|find me|help (?:me|us)? ?(?:find|choos(?:e|ing)|pick(?:ing)?|select(?:ing)?)) (?:a|an|some) (?:good |simple |decent |reliable |free |cheap |better |lightweight )?(?:[\\w/-]+ ){0,2}${THING_NOUN}\\b`,
    ),
    weight: 2,
  },
  {
    // Unsure which kind of thing to use: 'not sure which library to use for the rest'.
    name: "unsure which to use",
    hint: /clue|idea|sure|wonder|know/,
    pattern:
      /\b(?:no (?:clue|idea)|not sure|unsure|wondering|(?:don'?t|do not) know) (?:what|which) (?:[\w/+#.-]+ ){1,4}to (?:use|choose|pick|buy|go with)\b/,
    weight: 2,
  },
  {
    // The writer, or a group of theirs, saying it needs a tool: 'we need an app to take bookings',
    // 'our choir needs a way to collect fees online'. A way wanted by the writer alone ('I need a way
    // to stop...') may be advice on a life, so it weighs less (in 'how do i solve').
    name: "states a need for a tool",
    hint: /needs?\b/,
    pattern: new RegExp(
      String.raw`\b(?:i|we) (?:really |urgently |badly )?need (?:a|an|some) (?:better |simple |easy |cheap |good |reliable |proper )?(?:[\w-]+ )?(?:tool|app|system|service|platform|software|program|website|site|plugin|extension)s? (?:to|for|that)\b|\b(?:my|our) (?:[\w-]+ ){0,2}(?:club|team|shop|business|company|school|office|charity|firm|practice|studio|band|choir|group|society|league|clinic|salon) (?:really |urgently |badly )?needs (?:a|an|some) (?:better |simple |easy |cheap |good |reliable |proper )?(?:way|tool|app|system|service|platform|software|program|website|site) (?:to|for|that)\b`,
    ),
    weight: 2,
  },
  {
    // A title naming a kind of product and what it should do, without a question mark, as forum
    // subject lines do: 'Tool to find duplicate photos across drives', 'App for splitting chores'.
    // The writer's own launch is told apart before (need-rules.ts).
    name: "title names a tool for a job",
    hint: /^(?:ask hn: )?(?:an? |good |simple |free |cheap |decent )*(?:[\w-]+ )?(?:tool|app|software|service|program|website|plugin|extension)s? (?:to|for|that)\b/,
    pattern:
      /^(?:ask hn: )?(?:an? )?(?:good |simple |free |cheap |decent |lightweight )*(?:[\w-]+ )?(?:tool|app|software|service|program|website|plugin|extension)s? (?:to|for|that) (?:[\w'-]+ ){1,8}[\w'-]+\s*\n/,
    weight: 2,
  },
  {
    // A kind of product asked after anywhere in a post, by whether it is good: 'Which accounting
    // software is good for a market stall?', 'which tents are worth it for a rainy coast?'.
    name: "asks which one is good",
    hint: /\bwhich /,
    pattern: new RegExp(
      String.raw`\bwhich (?:[\w./+#-]+ ){0,3}${THING_NOUN} (?:is|are|would be|works?) (?:the )?(?:best|good|decent|reliable|recommended|worth (?:it|buying|using|getting))\b`,
    ),
    weight: 2,
  },
  {
    // The writer wanting something made for them and asking for help with it: 'I want a simple site
    // for the shop but I need help', 'we need a booking page and have no idea how to build one'.
    name: "wants one and asks for help",
    hint: /help|idea how|sure how|start|go about|do it/,
    pattern: new RegExp(
      String.raw`\b(?:i|we) (?:really |just )?(?:want|need|would like|'d like) (?:a|an|some) (?:[\w-]+ ){0,3}(?:${THING_NOUN}|pages?|sites?)\b[^]{0,200}?(?:\b(?:any|some) help\b|\b(?:i|we) need (?:some )?help\b|\bhelp (?:me|us)\b|\bno idea how\b|\bnot sure how\b|\bwhere (?:do|should|can) (?:i|we) (?:start|begin)\b|\bhow (?:do|should|can) (?:i|we) (?:go about|start)\b|\bhow to do (?:it|this|that)\s*\?)`,
    ),
    weight: 2,
  },
];
