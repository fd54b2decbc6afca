/**
 * Whether a post voices the writer's own need: a request, a question looking for a tool, service,
 * place or recommendation, or a problem the writer has and wants solved; in the title or the body.
 * What is never a need comes first and wins: the writer's own launch ('Show HN', 'Name – X for Y',
 * 'we are building'), and a link post whose title asks for nothing. Then request cues
 * (need-requests.ts) add up and the signs of a knowledge question, a poll or personal advice take
 * away. The title says what a post is for: a request there outweighs an aside in the body, and a
 * title asking how or why things are halves a request found only in the body. Precision first: a
 * post needs a request, or a problem of the writer's together with a question; a complaint alone
 * counts only when the writer says what it costs them.
 */
import { type Cue, NOT_PRODUCT, REQUESTS, THING } from "./need-requests";
import { isLaunchText, readPhrases } from "./phrases";

export interface NeedInput {
  title: string | null;
  body: string;
  /** The URL of a link post. */
  link?: string | null;
}

export interface NeedJudgement {
  verdict: "need" | "launch" | "not_a_need";
  /** Request and problem cues less the knowledge-question and poll signs. */
  score: number;
  /** A few words on what decided it. */
  why: string;
  /** Every cue seen, for the curious. */
  cues: string[];
}

/** Characters of a title or body the rules read. */
const MAX_CHARS = 2000;

/** A post is a need at this score: one request cue, or a problem and a question. */
export const NEED_SCORE = 2;

/** The writer's own problem: something of theirs fails, blocks or costs them. */
const PROBLEMS: Cue[] = [
  {
    // A thing of the writer's that fails, keeps failing or has stopped: 'the app keeps dropping
    // the connection', 'my kettle stopped working', 'it won't turn on', 'the proxy makes it
    // impossible to log in', 'the printer behaves oddly', 'my laptop overheats'.
    name: "something fails",
    pattern:
      /\b(?:makes?|made|making) it (?:impossible|hard|difficult) (?:for (?:me|us) )?to\b|\bbehav(?:es|ing|ed) (?:strangely|oddly|weirdly|erratically)\b|\b(?:my|our|it|the) (?:[\w-]+ ){0,3}(?:overheats|overheating|crashes|crashing|freezes|freezing)\b|\b(?:doesn'?t|does not|don'?t|won'?t|will not|isn'?t|is not|can'?t|cannot|couldn'?t|could not) (?:seem to )?(?:work|working|load|sync|update|open|start|connect|save|find(?! (?:the |enough |any )?(?:time|energy|motivation)\b)|get|figure|comment|access|afford)\b|\b(?:is|are|keeps?|kept) (?:broken|crashing|failing|freezing|not working)\b|\b(?:keeps?|kept) (?:disconnecting|dropping|restarting|rebooting|resetting|shutting (?:down|off)|turning off|timing out|hanging)\b|\b(?:stopped|ceased) (?:working|responding|charging|syncing|loading|connecting)\b|\b(?:won'?t|doesn'?t|will not|does not) (?:turn on|boot|charge|power on)\b|\bbug\b|\bglitch\b|\bnothing (?:i|we) can do\b|\bnothing (?:seems to )?(?:works?|worked|helps?|helped)\b|\bno (?:way|option) to\b/,
    weight: 1,
  },
  {
    name: "wronged",
    hint: /someone|somebody|copied|stole|hijack|hacked|locked|banned|suspended|blocked|compromised|cloned|find|a \w+ (?:is|keeps|has|was)/,
    pattern:
      /\b(?:my|our) (?:[\w-]+ ){0,2}(?:was|were|got|has been|have been|is being) (?:stolen|hacked|hijacked|suspended|banned|locked|compromised|cloned)\b|\b(?:someone|somebody|a \w+) (?:is|keeps|has been|was) (?:stealing|copying|taking|spamming|spoofing|impersonating|using) my\b|\b(?:copied|stole|hijacked|hacked|locked|banned|suspended|blocked) (?:my|me|our|us)\b|\b(?:haven'?t|have not|can'?t|cannot|couldn'?t|could not|(?:was|were|am|are) not able to|unable to) (?:been able to )?find (?!(?:the |any |enough )?(?:time|energy|motivation)\b)(?:it|one|them|any|a|an|the|easy|an easy|a good)\b/,
    weight: 1,
  },
  {
    name: "lacks",
    pattern:
      /\bhas no (?:ability|way|option|feature|support)\b|\bthere (?:is|are) no (?:way|option|ability|feature|tool|app|service)s? (?:to|for|that)\b|\b(?:running|ran|run) into (?:a|an|this|the|some) (?:\w+ )?(?:problem|issue)\b|\b(?:i|we) (?:have|had|'ve got|have got) (?:a|an) (?:[\w-]+ ){0,2}(?:problem|issue)\b|\b(?:(?:i|we)(?:'re| are|'ve been| have been) (?:experiencing|having|facing)|(?:has|have) (?:some )?(?:serious|major|big|real)) (?:a |an |some )?(?:bit of a |real |serious |big )?(?:[\w-]+ ){0,2}(?:problems?|issues?)\b|\b(?:too|overly) (?:restrictive|strict|limited|expensive|complicated|slow)\b|\bmisleading\b|\bwhy (?:does|is) it (?:take|taking) so long\b|\b(?:want|need|trying) to (?:get rid of|stop|quit|cut down on|reduce)\b/,
    weight: 1,
  },
  {
    name: "everything is bad",
    pattern:
      /\bwhy (?:is|are|do|does) (?:every|all|most) (?:[\w-]+ ){0,8}(?:so|this|that) (?:bad|expensive|complicated|slow|clunky|buggy|hard)\b/,
    weight: 1,
  },
  {
    // Pain words, and the writer's own worry ('I'm worried about my teeth', 'I'm scared of losing them').
    name: "frustration",
    pattern:
      /\b(?:frustrat\w*|annoy\w*|tedious|infuriat\w*|disappoint\w*|painful|a (?:real |huge |big |total |massive )?(?:nightmare|hassle|pain\b)|fed up|sick of|tired of|(?:is|are) killing me|struggl\w*|hard to (?:get|find)|at a loss|(?:i'?m|i am|we'?re|we are) (?:really |very |a bit |quite )?(?:worried|concerned) (?:about|that)|(?:i'?m|i am|we'?re|we are) (?:really |very |a bit |quite )?(?:scared|afraid|terrified) of (?:losing|breaking|damaging|ruining|deleting|corrupting)|no luck|to no avail|unfortunately|downsides?|drawbacks?)\b/,
    weight: 1,
  },
  {
    name: "a product",
    pattern: new RegExp(`\\b${THING}\\b`),
    weight: 0.5,
  },
];

/** Asking whether a kind of question belongs on the site: 'Are questions about X on topic here?'. */
const ON_TOPIC =
  /\b(?:is|are) [^?]{0,60}\b(?:on|off)[- ]topic\b|\b(?:allowed|appropriate|ok|okay) (?:here|on this site)\b|\b(?:legal|allowed|appropriate|acceptable|ok|okay|fine) to (?:ask|post)\b|\bare \w+ questions\b|\bquestions? (?:about|on) [^?]{0,60} (?:on[- ]topic|allowed|ok)\b/;

/** Asking how to find out a quantity: 'How can I tell how old...', 'How do I work out how much...'. */
const FIND_OUT = String.raw`how (?:can|do|could|would|should) (?:i|we|one|you) (?:figure out|work out|calculate|estimate|measure|tell|determine|find out|know) (?:how (?:much|many|long|old|strong|big)|the (?:amount|number|age|strength|level|size))\b`;

/**
 * Running one's own business rather than wanting a product for it: selling or buying a business,
 * winning customers or leads, hiring staff, validating before one launches or builds, pricing or
 * promoting one's own product, setting up a company, a rival copying one's site. The readers'
 * know-how answers these. A trouble that comes 'before launch' (an app rejected the night before)
 * is the writer's own, not a question of how to launch.
 */
const BUSINESS_ADVICE = new RegExp(
  [
    String.raw`\bsell(?:ing)? (?:my|our|the|a|an|this|your) (?:[\w-]+ ){0,2}(?:websites?|sites?|saas|apps?|business(?:es)?|compan(?:y|ies)|startups?|side[- ]projects?|projects?|mvps?|domains?)\b`,
    String.raw`\blooking to sell\b|\binterested in selling\b`,
    String.raw`\b(?:buy|buying|acquire|acquiring) (?:a|an) (?:[\w-]+ ){0,2}(?:business|company|startup|side[- ]project|saas)\b`,
    String.raw`\bacquisition (?:talks|offers?|process)\b|\b(?:is|are) (?:you|we|it) for sale\b`,
    String.raw`\b(?:get|getting|find|finding|attract(?:ing)?|acquir(?:e|ing)|land(?:ing)?|win(?:ning)?|reach(?:ing)?) (?:(?:my|our|your|the) )?(?:first|more|new|paying|initial|potential|early) (?:[\w-]+ )?(?:customers|clients|users|subscribers|leads)\b`,
    String.raw`\b(?:find|get|recruit|attract)(?:ing)? (?:some |more |our |my )?(?:early adopters|beta testers)\b`,
    String.raw`\bgenerat(?:e|ing) (?:more |new |sales )?leads\b|\blead generation\b`,
    String.raw`\b(?:hire|hiring|find|finding|recruit(?:ing)?) (?:my |our |the |a |an )?(?:first )?(?:employees?|staff|hires?)\b|\bfirst (?:employee|hire)\b`,
    String.raw`\bhir(?:e|ing) (?:a |an )?(?:freelancers?|developers?|programmers?|contractors?|designers?)\b|\bsourc(?:e|ing) (?:[\w-]+ ){0,2}(?:engineers|developers|candidates|talent)\b`,
    String.raw`\bwillingness to (?:buy|pay)\b|\bmarket interest\b|\bproduct[- ]market fit\b|\b(?:saas|my|our|startup|product) pricing (?:models?|strateg(?:y|ies))\b`,
    String.raw`\bbefore (?:i|we) (?:launch(?:ing)?|build(?:ing)? (?:a|an|my|our|the) (?:mvp|product|startup))\b`,
    String.raw`\bpromot(?:e|ing) (?:my |our |your |the )?(?:[\w-]+ ){0,2}(?:websites?|sites?|content|apps?|products?|startups?|business|blogs?|side projects?)\b|\bmarket(?:ing)? (?:my|our|your) (?:[\w-]+ ){0,2}(?:apps?|products?|startups?|business|side projects?|services?)\b`,
    String.raw`\bincorporat(?:e|ing|ion)\b|\btrademarks?\b|\boffshore (?:company|companies|country|countries|jurisdictions?|firm|entity)\b|\b(?:open|register|set up|form)(?:ing)? (?:a|my|our) (?:company|business|llc|corporation)\b`,
    String.raw`\bclon(?:e|es|ed|ing) (?:your|my|our) (?:website|site|app|product|startup|business)\b`,
  ].join("|"),
);

/**
 * A move in a working life or a life: finding jobs, gigs or a recruiter for them, a degree or a university to study at, a
 * research topic, an equity offer, a first job after graduating, leaving one field for another,
 * where to live, how to invest one's savings.
 */
const LIFE_MOVE = new RegExp(
  [
    String.raw`\b(?:find|finding|land|landing|looking for|searching for) (?:a |an )?(?:[\w-]+ ){0,2}(?:jobs?|gigs?|internships?)\b(?! (?:schedulers?|queues?|runners?|servers?|systems?|boards?)\b)`,
    String.raw`\b(?:job|career|remote|work) opportunities\b|\brecruiters? (?:who |that )?(?:speciali[sz](?:e|es|ing)|focus(?:es|ing)?) (?:in|on)\b`,
    String.raw`\buniversit(?:y|ies) to (?:study|attend|apply)\b|\b(?:(?:online|cs|computer science|graduate|master'?s|bachelor'?s) )+(?:degrees|degree programs?)\b|\bresearch (?:topics?|areas?|directions?)\b`,
    String.raw`\bvest(?:ed|ing)\b|\bstock options\b|\bownership offer\b`,
    String.raw`\b(?:just|recently) graduated\b|\b(?:i'?m|i am|as) a junior\b`,
    String.raw`\b(?:switch(?:ing)?|mov(?:e|ing)|transition(?:ing)?) (?:away )?from [\w-]+ (?:dev(?:elopment)? )?to (?:some(?:thing|where) else|another (?:field|area|career|industry)|a different (?:field|area|career|industry))\b`,
    String.raw`\b(?:somewhere|where|a place|places|a city|a country) (?:in the world )?to (?:live|relocate|retire)\b`,
    String.raw`\b(?:way|where|how) to invest\b|\binvest(?:ing)? (?:my|our) (?:savings|money)\b|\binvest [$€£]?\d[\d,.]*k?\b`,
  ].join("|"),
);

/**
 * The writer asking for a product or a professional's service in so many words ('is there a tool',
 * 'any app', 'I need a CRM', 'recommendations for a lawyer', a title opening with 'App to...'): then business or life words name what the product is for.
 */
const PRODUCT_ASKED = new RegExp(
  String.raw`\b(?:is there|are there|recommend|suggest|(?:recommendations?|suggestions?) for|looking for|need|want|know of|any|some)\b (?:(?:an?|any|some|good|decent|great|simple|cheap|free|affordable|reliable|the best|best|other) )*(?:[\w-]+ ){0,2}(?:tools?|apps?|software|services?|platforms?|marketplaces?|plugins?|extensions?|crm|apis?|websites?|agenc(?:y|ies)|resources?|books?|courses?|lawyers?|attorneys?|accountants?|bookkeepers?|consultants?|brokers?)\b|^(?:ask hn: )?(?:an? |any |good |best )?(?:[\w-]+ )?(?:tools?|apps?|software|services?|platforms?|marketplaces?|crm)\b (?:to|for|that)\b`,
);

/** Signs of advice on a business or a life, which a request for a product in so many words lifts. */
const ADVICE_UNLESS_PRODUCT = new Set(["business advice", "life move"]);

/** A question about how things are, a poll of others' experience, personal advice, or talk: not a request. */
const NOT_REQUESTS: Cue[] = [
  {
    name: "knowledge question",
    pattern: new RegExp(
      String.raw`^(?:ask hn: |tell hn: )?(?:${FIND_OUT}|(?:can|could) (?:someone|anyone|somebody|you) (?:please )?explain\b|eli5\b|explain\b|why (?!(?:is|are|do|does) (?:every|all|most|there no)\b|(?:isn'?t|aren'?t) there\b)(?:is|are|do|does|did|don'?t|doesn'?t|can'?t|would|should|has|have|was|were|so|most|aren'?t|isn'?t)\b|what (?:is|are|was|does|do) (?:the )?(?:difference|differences|meaning|point|science|effect|role|history|origin|purpose|deal|traits)\b|how (?:much|many|long|old|(?:does|do) [\w ]{1,30} work|is|are|was|were|did)\b|what(?:'s| is| are) (?:a |an |the )?\S+\?|is it (?:true|safe|healthy|legal|bad|normal|okay|ok)\b|(?:does|did|do|can|is|are|was|will) (?!there\b|anyone\b|anybody\b|we\b|i\b|you\b|someone\b)(?![^?\n]{0,80}\bexists?\b)\S+ (?:really |actually |still )?\S*)`,
    ),
    weight: 1,
  },
  {
    name: "difference between",
    pattern: /\bdifferences? between\b|\b(?:pros and cons|advantages and disadvantages)\b/,
    weight: 1,
  },
  {
    // Others' experience and opinions asked for. 'How do you find X' polls ('How do you find working
    // remotely?') unless X is code or a tool to be found ('How do you find unused CSS?') or one of a
    // kind ('How do you find a good accountant?' searches, not rates). A title
    // asking whether readers do something ('Do you journal?') polls them, unless it asks what they
    // know, have or use.
    name: "poll",
    hint: /you|your|curious|what if|what would|those|just me|uses|think|future/,
    pattern:
      /\b(?:your|you'?ve had|you have had) (?:experiences?|opinions?|thoughts|story|stories)\b|\bin your (?:opinion|experience)\b|\bwhat do you (?:guys )?think\b|\b(?:best|worst|favou?rite) [^?\n]{1,40}\byou(?:'ve| have)? (?:ever )?(?:owned|read|used|had|seen|bought|worked (?:on|with)|written|built)\b|\bof all time\b|\bdo you (?:guys )?think (?:this|my|our) (?:startup|app|idea|product|service|business|project|site)\b|\bhow (?:did|do) you (?:meet|feel|judge|think|get started|become)\b|^(?:ask hn: )?do you (?:guys |all |folks )?prefer\b|\bhow (?:did|do) you find (?!(?:[\w-]+ ){0,2}(?:tools?|apps?|software|services?|libraries|hosting|code|css|files?|bugs?|leaks?)\b|(?:a|an) )|\b(?:i'?m|i am|just) (?:really |very |a bit )?curious\b|\bwhat (?:motivates|inspires|keeps) you\b|\bwhat would happen if\b|\bwhat if\b|\bthose (?:of you )?(?:who|making|earning|working)\b|\bwhat (?:did|have) you (?:make|build|built|learn)\b|\bare you (?:proud|happy)\b|\bis it just me\b|\b(?:best|favou?rite|coolest|cool) uses (?:for|of)\b|\bwhat would you (?:share|have done|do if)\b|\bdo you (?:like|enjoy|love|hate) (?:your|working)\b|\bwhat (?:[\w-]+ ){0,3}(?:do|did|have) you (?:experience|face|encounter|struggle with|run into)\b|\byou (?:guys |all |folks )?(?:listen(?:ing)? to|read(?:ing)?|watch(?:ing)?)\s*\?|\bwhat(?:'s| is| are) (?:some of )?your (?:all-time )?(?:favou?rites?|greatest|most influential)\b|\bwhere do you (?:guys |all )?(?:usually )?get your (?:news|information|info|inspiration|ideas)\b|\bwhat (?:[\w/-]+ ){1,3}did you (?:choose|pick|go with)\b|\bwhat (?:is|might be|will be|would be|does) (?:the )?future (?:of|hold)\b|\b(?:which|what) (?:season|time of (?:the )?(?:year|day)|month|day of the week|weather|colou?r) (?:do|would) you (?:guys |all )?(?:prefer|like|enjoy|love)\b|^(?:ask hn: )?(?:do|did|have) (?:you|any of you) (?:guys |all |folks |ever |still |also )?(?!know\b|have\b|recommend\b|suggest\b|use\b|need\b|think\b|want\b)[\w-]+(?: [\w-]+){0,5}\s*\?\s*(?:\n|$)/,
    weight: 1.5,
  },
  {
    // A life or a career: work, pay, feelings, and trouble with people at work ('bullied by my lead');
    // a marriage ending (one's own divorce, not 'divorced parents' at a wedding); a move into
    // management. A résumé may end in an accent, which is no word character: it is matched up to
    // the accent.
    name: "personal advice",
    pattern:
      /\b(?:(?:my|our|a|the|getting|got|going through|through|handl\w+|during|after) divorce|divorcing|alimony|custody of|my (?:marriage|wife|husband|spouse) (?:is|has) (?:ended|ending|over|left|filed)\b|transition(?:ing)? (?:from [\w-]+ )?(?:in)?to (?:a |an )?(?:[\w-]+ )?(?:manager|management|leadership|lead)|r[eé]sum(?:es?|(?=é))|career|salary|salaries|job offer|(?:f\/t|p\/t|full[- ]time|part[- ]time|permanent) (?:job|role|position|work)|(?:a|an|my|engineering|cs|bachelor'?s|master'?s) degree (?:in|vs\.?|or)|equity|co-?founder|interview|quit|resign|(?:get|getting|got|for) (?:a )?promotion|promoted|chang(?:e|ing) (?:tracks|careers?)|switch(?:ing)? careers?|becom(?:e|ing) an? (?:[\w-]+ )?(?:engineer|developer|manager|designer|consultant|tester|sdet|pm)|visa|(?:i'?m|i am|i get|i got|getting|i'?ve been|i feel) (?:so |really |very )?bored|burn(?:ed|t)? ?out|depress\w*|motivation|what'?s next|am i (?:a|too|the)|leave (?:my |a |the )?(?:job|company|employer)|(?:new|first|current|day) job|bootcamp|aspiring|new grad|hirable|job (?:hunt|search)\w*|should i (?:quit|take|accept|move|go|leave|join|stay)|(?:manager|management|leadership|team lead) role|lost my job|laid off|layoffs?|what next|(?:find|finding|looking for) (?:work|a job|jobs|employment|contract work)|internships?|delegat\w+|managing (?:people|a team)|harass(?:ed|ing|ment)|bull(?:y|ies|ied|ying)|lonel(?:y|iness)|anxiety|imposter syndrome|self[- ]?(?:esteem|doubt)|(?:lost|losing|lack|no) (?:all |my )?(?:self-)?confidence|embarrass(?:ed|ing)|(?:deal|cope|dealing|coping) with (?:the )?(?:pressure|stress|failure|rejection))\b/,
    weight: 2,
  },
  {
    // Which subject to take up for one's own growth ('What should I learn next?', 'Which language
    // should I study?', 'best stack to learn to grow as a developer', 'I want to learn a functional
    // language; which should I pick?'; not a language to learn for a job of the writer's, 'to learn
    // for automating my invoices', a tool): a choice of path that the readers' picks answer, outweighing them; where or
    // from what to learn a subject asks for material instead.
    name: "what to learn",
    pattern:
      /\b(?:learn|pick up|study|focus on|move on to) next\b|\b(?:which|what) (?:[\w/+#.-]+ ){0,3}(?:should|shall) (?:i|we) (?:learn|study|focus on|specialize in)\b|\b(?:best|which|what) (?:[\w-]+ ){0,2}(?:languages?|stacks?|skills?|technolog(?:y|ies)|fields?|subjects?) (?:to|should i|shall i) (?:use\s*[\\/]\s*)?(?:learn|study)\b(?! (?:from|with)\b)(?! (?:for|to) (?!(?:expand|broaden|grow|improv|advanc|further|deepen)\w*\b|my (?:career|growth|skills?|knowledge|thinking|cv|resume)\b))|\b(?:i|we)(?: want| need| would like|'d like| wish) to learn (?:a|an|another|one|some) (?:[\w,-]+ ){0,4}(?:language|stack|skill|framework|technology)\b[^?\n]{0,80}\b(?:which|what) (?:[\w-]+ )?(?:should|shall|would) (?:i|you) (?:choose|chose|pick|go with|recommend)\b/,
    weight: 3,
  },
  {
    // A title the writer marks as a poll ('Poll HN: Which e-reader?') asks for votes, whatever else it asks.
    name: "declared poll",
    // So does a title asking what others did in a year ('Films you watched in 2030?'), or for the
    // best things to read or watch of a year ('Best sci-fi novels of 2030?'): favourites, not a pick.
    pattern:
      /^poll(?: hn)?:|^(?:ask hn: )?(?:the )?(?:best|favou?rite|top|greatest) (?:[\w-]+ ){0,2}(?:books|novels|reads|films|movies|albums|songs|games|talks|papers|articles|podcasts|shows) (?:of|from) (?:\d{4}|the year|this year|last year)\b|^(?:ask hn: )?(?:[\w-]+ ){0,3}(?:you|hn|people|everyone) (?:have )?(?:read|watched|played|listened to|bought|used|built|learned|learnt) (?:in|during|this|last) (?:\d{4}|year|month|summer|winter)\b/,
    weight: 4,
  },
  {
    // How to price one's own product, or what others would pay: business advice, not a product wanted.
    name: "pricing own product",
    hint: /pric|charge|pay/,
    pattern:
      /\bpricing (?:models?|strateg\w+)\b|\bpric(?:e|ing) (?:my |our |a |an )?(?:saas|product|app|service|software|consulting|course|ebook)\b|\bhow much (?:should|can|do|would) (?:i|we|you) charge\b|\bwould you (?:be willing to )?pay (?:for|\$)|\b(?:fair|right) price\b/,
    weight: 2,
  },
  {
    name: "on topic here",
    pattern: ON_TOPIC,
    weight: 1.5,
  },
  {
    // The writer's idea put to readers ('Would you use an app that...?', 'Is there a market for...?',
    // 'so, is this a workable plan?'):
    // a pitch to be validated, not a product the writer wants. 'Which tool would you use?' still asks.
    name: "idea pitch",
    hint: /would|will|market|demand|validat|gauge|interested|idea|one/,
    pattern:
      /(?<!\b(?:which|what) (?:[\w-]+ ){0,3}|\bif not,? )\b(?:would|will) (?:you|anyone|anybody|people|y'?all|you guys|folks) (?:\w+ )?(?:see value in|find value in|find (?:it|this|that|such an? [\w-]+) useful|pay for (?:a|an|this|such|something like)|use (?:a|an|this|such) (?:[\w-]+ ){0,3}(?:app|tool|service|product|site|website|platform|api|extension|plugin|bot)|sign up for (?:a|an|this|such)|be interested in (?:a|an|this|such|using|joining|trying|taking|attending|testing|signing up))\b|[–—-]\s*(?:anyone |anybody )?interested\s*\?\s*$|\bis there (?:a |any )?(?:market|demand) for (?:a|an|this|such|something like)\b|\bvalidat(?:e|ing) (?:my|an|this|the|our) (?:startup |business |app |product )?idea\b|\bgauge (?:the )?(?:interest|demand)\b|\b(?:is|if) (?:this|that|my idea|our idea|it) (?:is )?(?:a )?(?:good|bad|viable|feasible|workable|stupid|crazy|dumb|sane) (?:idea|one|plan)\b(?! to\b)|\bgood (?:idea|one) or (?:a )?bad (?:idea|one)\b|^(?:ask hn: )?interested in (?:a|an|my|our)\b/,
    weight: 2,
  },
  {
    // The writer saying they ask out of curiosity ('just curious', 'I'm curious what you all run'):
    // a poll of others. In the body it weighs against a request in the title too, unless the writer
    // also says they want something. Curiosity about a thing ('curious about X') is not this; curiosity
    // about what readers do ('Curious what gifts you're giving') is.
    name: "declared curiosity",
    hint: /curio/,
    pattern:
      /\b(?:just|simply|purely) curious\b|\bout of (?:pure |sheer |idle )?curiosity\b|\b(?:i'?m|i am) (?:really |genuinely )?curious(?:\s*[.!]|\s+(?:what|how|which|to (?:know|hear|see)) (?:you|people|others|everyone|other [\w-]+s|hn|the community)\b)|(?:^|[.!?\n]\s*|\b(?:i'?m|i am) (?:really |genuinely )?)curious (?:what|how|which)(?:'s| is| are)? [^.?!\n]{0,40}\b(?:you|your|you'?re|people|others|everyone)\b/,
    weight: 2,
  },
  {
    // The writer saying they want a discussion ('Keen to open a discussion about X'): talk, not
    // a request; like a declared poll it outweighs a request, and in the body counts half.
    name: "declared discussion",
    hint: /discuss|debate|conversation/,
    pattern:
      /\b(?:start|open|spark|kick off|begin) (?:a |an |some )?(?:(?:open|broader|general|good) )?(?:discussion|debate|conversation) (?:on|about|around|of)\b|\blet'?s (?:discuss|debate)\b/,
    weight: 4,
  },
  {
    // A title asking how to grow one's own skill ('How can I develop my palate?'): tips on practice,
    // not a product, unless the post names the kind of help it wants (books, apps): it weighs nothing
    // but makes a bare 'any tips?' count for nothing, as personal advice does.
    name: "own skill",
    pattern:
      /^(?:ask hn: )?how (?:can|do|should|could|would) (?:i|one|you) (?:go about |best )?(?:develop(?:ing)?|improv(?:e|ing)|train(?:ing)?|sharpen(?:ing)?|hon(?:e|ing)|refin(?:e|ing)|build(?:ing)? up|get(?:ting)? better at|becom(?:e|ing) better at)\b(?! (?:my|our|the|a|an) (?:[\w-]+ ){0,2}(?:site|app|website|code|product|service|business|startup|database|server|setup|workflow|process)\b)/,
    weight: 0,
  },
  { name: "business advice", pattern: BUSINESS_ADVICE, weight: 2 },
  { name: "life move", pattern: LIFE_MOVE, weight: 2 },
];

/** Requests that ask for advice of any kind rather than for a product. */
const GENERIC_ASKS = new Set([
  "any recommendations?",
  "any suggestions",
  "what should i do",
  "asks for a fix",
  "how do i solve",
  "how do others solve",
  "how do others do a chore",
  "suggestions welcome",
  "asks readers for their pick",
  "would appreciate resources",
]);

/**
 * A title that asks how or why things are, rather than what to use ('How safe is...', 'What are the main...').
 * 'What is the best X' asks for a pick, not how things are.
 */
const KNOWLEDGE_TITLE = new RegExp(
  String.raw`^(?:ask hn: )?(?:${FIND_OUT}|why|how (?!to\b|(?:are|do|did|can|should|could|would) (?:i|we|you)\b)|what(?:'s| is| are| was| were| does| do| makes| affects| happens)(?! (?:the |some |a )?(?:best|cheapest|easiest|safest|simplest|right|good|better|most (?:reliable|affordable|effective))\b(?! practices?\b))|where (?:do|does|is|are|did) (?!(?:i|we)\b)|(?:is|are|does|do|did|was|were|will|has|have) (?!(?:there|anyone|anybody|someone|somebody|i|we|you|y'?all|people|others)\b))`,
);

/** Title requests whose opening words ('is', 'why do we', 'how did you') would otherwise read as a knowledge question. */
const TITLE_ASKS_NOT_KNOWS = new Set([
  "asks where one can be had",
  "asks if still sold",
  "asks if sold near the writer",
  "asks if worth paying for",
  "complains to the site",
  "where can i find",
  "proposes a change",
  "asks how to learn, wanting resources",
  "asks if a product would help",
]);

/** Requests for a better way of doing something: in a link post's title they are an essay's headline. */
const WAY_CUES = new Set(["wants a better way", "is there a way", "best way for my problem"]);

/**
 * A title questioning what a site has, as a proposal to change it: 'Why do we have an X tag?',
 * 'Can the X and Y tags be merged?', 'Is the tag X correct?', 'Is there a reason for the lack of an X tag?'.
 */
const PROPOSAL_TITLE =
  /^why (?:do|does) (?:we|this site) (?:still )?(?:have|need|use)\b|^(?:is there (?:a|any) (?:specific |particular |good )?reason for|why) (?:the |this )?(?:lack of|absence of)\b|^(?:can|could|should|shall) [^?\n]{1,60}\b(?:be|become) (?:made )?(?:tag )?(?:synonyms?|combined|merged|renamed|removed|deleted|split|burninated|retagged)\b|^is (?:the|this|that) (?:tag\b|['"\[]?[\w.-]+['"\]]? tag\b)/;

/** The body's signs against a request; the first two count only when the title asks for nothing. */
const BODY_NOT_REQUESTS = NOT_REQUESTS.filter((c) =>
  [
    "poll",
    "personal advice",
    "business advice",
    "life move",
    "what to learn",
    "idea pitch",
    "declared curiosity",
    "declared discussion",
  ].includes(c.name),
);
/** The body's signs that count even against a request in the title: a pitch, a poll out of curiosity. */
const BODY_ALWAYS = BODY_NOT_REQUESTS.filter((c) =>
  ["idea pitch", "declared curiosity", "declared discussion"].includes(c.name),
);
/** A change proposed to a site: its writer asking readers' thoughts seeks backing for it, not a poll. */
const PROPOSALS = ["proposes a change", "proposes a feature"];
/** Signs that a choosing writer (OWN_WANT) does not have: they ask to choose, not to poll. */
const POLL_SIGNS = new Set(["poll", "declared curiosity"]);

/** Own launches besides readPhrases' 'I built': HN launch and pitch prefixes, product taglines. */
const LAUNCH_PREFIX =
  /^\s*(?:show|launch|apply) hn\b|^\s*(?:ask hn: )?(?:feedback|thoughts|opinions?|critique|review) (?:on|about|for|of) (?:my|our) (?:new |first |latest |side )?(?:[\w-]+ ){0,3}(?:project|app|site|website|startup|product|service|tool|game|book|course|idea|platform|extension|library)\b/i;
const LAUNCH_TITLE =
  /^\s*[\p{Lu}\d][\p{L}\d.+#-]*(?: [\p{Lu}\d][\p{L}\d.+#-]*){0,2} [–—-]{1,2} (?!ask\b|tell\b)(?![^\n]*\?\s*$)\S.{3,}$|^\s*[\p{Lu}\d][\p{L}\d.+#-]*(?: [\p{Lu}\d][\p{L}\d.+#-]*){0,2}: (?:an?|the|your) (?:[\w-]+ ){0,5}(?:for|to|that|alternative|without|in)\b/u;
const LAUNCH_HINT =
  /build|develop|launch|making|built|made|creat|releas|open.?sourc|check out|try out|sign up|feedback|pre-?launch|what we do|wrote|own/i;
// A product's name after 'we are building' starts with a capital: matched apart, with case, as the
// rest is read without it ('I am developing multi-tenant software' names no product).
const LAUNCH_NAMED =
  /\b(?:[Ww]e'?re|[Ww]e are|I'?m|I am) (?:currently )?(?:building|developing|launching|making) \p{Lu}/u;
// 'So I wrote my own: https://...' presents the writer's work, even after a search that found nothing;
// 'we just released an update' tells of work on a product already out, not a launch.
const LAUNCH_BODY =
  /\b(?:we|i) (?:have )?(?:just )?(?:built|made|created|launched|released|open[- ]sourced) (?:a|an|my|our|this)\b(?! (?:[\w-]+ )?(?:rewrite|migration|refactor\w*|update|upgrade|patch|fix|hotfix)\b)|\b(?:i|we) (?:\w+ )?(?:wrote|built|made|coded|created|put together|hacked together|threw together) (?:my|our) own\b[^.\n]{0,60}(?:https?:\/\/|www\.|github\.com)|\b(?:we'?re|we are|i'?m|i am) (?:currently )?(?:building|developing|launching|making) (?:a|an|the|our|my)\b|\b(?:check out|try out|sign up for) (?:my|our)\b|\bfeedback (?:on|about) (?:my|our)\b|\bpre-?launch\b|^what we do\b/imu;

/** The writer presenting a product of theirs that is new: 'My new app helps you find a sitter', 'our first plugin lets you...'. */
const OWN_NEW_PRODUCT =
  /\b(?:my|our) (?:brand[- ])?(?:new|latest|first) (?:[\w-]+ )?(?:app|tool|site|website|startup|product|service|extension|plugin|add-on|game|library|saas|platform|bot) (?:helps|lets|makes|turns|gives|finds|shows|allows|tracks|saves)\b/;

/** Characters at the start of a body where a writer presents their own product. */
const LAUNCH_OPENING = 500;

/**
 * An article's own voice: it tells the reader what the piece covers or hands them its picks ('in this
 * post I argue', 'this guide covers', 'here are our picks', 'here is why'). Its questions are
 * rhetorical, answered by the piece itself.
 */
const ARTICLE_VOICE =
  /\bin this (?:post|article|guide|piece|essay|write-?up|series)\b|\bthis (?:post|article|guide|piece|essay|write-?up) (?:covers|explains|shows|argues|looks at|walks|will)\b|\bhere (?:are|is) (?:our|my) (?:picks|favou?rites|top|list|round-?up|verdict)\b|\bhere(?:'s| is) (?:why|how we|what we (?:learned|learnt|found))\b|\b(?:read|see) (?:the|our|my) full (?:post|article|story|review|guide)\b/;

/** Title words this long or longer decide whether a title is set in headline case. */
const HEADLINE_WORD = 4;

/**
 * Whether a title is set as a headline: no question, and nearly every longer word capitalised
 * ('Ten Apps Every Student Needs'), as articles are titled and forum questions rarely are.
 */
export function isHeadlineCase(title: string): boolean {
  if (title.includes("?")) return false;
  const words = title.split(/\s+/).filter((w) => /^[\p{L}]/u.test(w) && w.length >= HEADLINE_WORD);
  if (words.length < 3) return false;
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised >= 0.8 * words.length;
}

/** The pain and complaint cues of phrases.ts ('driving me crazy', 'I waste hours', 'too expensive'). */
const PAIN_CUES = new Set([
  "i hate",
  "frustrating",
  "tired of",
  "driving me crazy",
  "nightmare",
  "struggling",
  "wasting time",
  "takes too long",
  "cannot find",
  "eats my time",
  "too expensive",
  "broken",
  "so bad",
  "gives up",
]);
/** What a writer may be looking for without wanting a product: people, advice, problems to solve. */
const NOT_WANTED = `${NOT_PRODUCT}|(?:[\\w-]+ )?(?:problems?|pain points?|explanations?|reasons?|information|info|facts?|details|tips|tricks|hacks|parameters)\\b`;
/**
 * The writer saying they are after something themselves: 'I'm looking for', 'looking to upgrade',
 * 'we need a', 'it's time to replace my laptop'.
 */
const OWN_WANT = new RegExp(
  `(?:^|[.!?\\n]\\s*|\\b(?:our|my) (?:business|company|team|firm|shop|startup|school|club|office) (?:is|are) )(?:currently )?looking (?:for (?!${NOT_WANTED})|to (?:buy|get|upgrade|replace|switch|move))|\\b(?:i|we)(?:'m| am|'re| are|'ve been| have been) (?:(?!not\\b)\\w+ )?(?:looking|searching|shopping) (?:for (?!${NOT_WANTED})|at\\b|to (?:buy|get|upgrade|replace|switch|move)\\b)|\\b(?:i|we) (?:really )?(?:want|need) (?:a|an|some|something|to find)\\b|\\b(?:it'?s|it is) (?:high )?time to (?:replace|upgrade|buy|get) (?:my|our|a|an|some)\\b`,
);

/**
 * The writer telling of their own trouble with a task: 'our biggest issue is', 'it got out of hand',
 * 'we use a paper diary for now', 'I've tried a spreadsheet', 'it all falls apart at month end'.
 * Asking how others handle that task is then a request for a way out ('how does anyone keep
 * track of X?'); without it, a question about practice ('how do you automate database backups?').
 */
const OWN_TROUBLE =
  /\b(?:our|my) (?:biggest |main |real )?(?:issue|problem|headache)\b|\bthe (?:problem|issue|trouble) is\b|\bworst\b|\bout of hand\b|\b(?:falls|fell|falling) apart\b|\bpiles? up\b|\btakes? up (?:far )?too much\b|\b(?:i|we) (?:keep|always|constantly|often) (?:\w+ )?(?:forget|forgetting|lose|losing|miss|missing|getting|running|end up)\b|\b(?:loses?|forgets?|misplaces?) (?:their|the|our|my)\b|\bkeeps? (?:moving|changing|slipping|breaking|getting lost|going missing)\b|\bgo(?:es)? missing\b|\b(?:i|we) (?:tried|have tried|'ve tried)\b|\bwhat have you tried\b|\b(?:we|i) use (?:a |an )?[\w -]{0,30} for now\b|\bheld together\b|\bcurrently: |\bplus my memory\b|\binherited a mess\b|\bit'?s a (?:real )?(?:mess|pain|hassle|headache)\b|\bis always (?:wrong|late|out of date|a mess)\b|\bonly i (?:understand|know)\b|\bcosts? more than\b|\bbugging me\b|\bkills me\b|\brant over\b|\bas usual\b|\boverkill\b|\bopen to anything\b|\bhappy to pay\b|\b(?:i|we) need a better way\b|\bi'?m after something\b|\bsurely there'?s\b|\bwish there (?:was|were) something\b|\bsomething better than\b|\bsomeone has (?:solved|automated|fixed)\b|\b(?:has|have) (?:anyone|anybody|any of you|any [\w-]+s)(?: here)? (?:automated|found|solved|fixed)\b|\bany [\w-]+s (?:here )?found\b|\bfound (?:something|anything) (?:decent|good|better|that works)\b/;

/**
 * The writer calling a chore of their own a burden, in a sentence that speaks of them: done by hand,
 * repetitive, fragile ('I find it a manual and repetitive process', 'it is tedious for me'). Asking
 * how others do that chore is then a request for a better way ('how do you renew your
 * certificates?'). A burden seen in others' work ('every tutorial does it by hand') is not theirs.
 */
const BURDEN = String.raw`(?<!\bnot )(?:manual(?:ly)?|by hand|repetitive|tedious|error[- ]prone|time[- ]consuming|cumbersome|a chore|fragile|arduous(?:ly)?|clunky|painful|a (?:real )?(?:pain|hassle|headache))`;
const CHORE_PAIN = new RegExp(
  String.raw`\b(?:i|we|my|our|me|us)\b[^.!?\n]{0,80}\b${BURDEN}\b|\b${BURDEN}\b[^.!?\n]{0,40}\bfor (?:me|us)\b`,
);

/** Asks how others handle a task: they weigh as a request only when the writer tells of their own trouble with it. */
const HOW_OTHERS = new Set(["how do others solve", "how do others do a chore"]);

/**
 * A how-others ask's weight, read in the title and the body ('I keep losing receipts: how do you
 * file yours?'): 2 when the writer calls the chore a burden or says what it costs them ('I lose a
 * day a month to it'); 'how do others solve' weighs
 * 1.5 with other trouble of the writer's, and the chore cue, whose verb may be any, nothing without the burden.
 */
function howOthersWeight(cue: Cue, text: string): number {
  if (CHORE_PAIN.test(text) || OWN_COST.test(text)) return 2;
  if (cue.name === "how do others solve" && OWN_TROUBLE.test(text)) return 1.5;
  return cue.weight;
}

/** The writer saying what a problem costs them: their time, money or work. */
const OWN_COST =
  /\b(?:i|we) (?:\w+ )?(?:waste|wasted|lose|lost|spend|spent|burn|burned) (?:\w+ )?(?:hours|days|minutes|weeks|money|time|a fortune)\b|\b(?:costs?|takes?|took|eats?) (?:me|us) (?:\w+ )?(?:hours|days|minutes|weeks|money|time)\b/;

/**
 * Quoted passages are someone else's words: a writer quoting a typical request ('"... any
 * suggestions?"') or an email does not make it theirs. Double-quoted runs of six words or more
 * and lines quoted with '>' are left out; short quotes ('the "skunked" taste') stay. A mark right
 * after a number is an inch mark ('a 27" monitor'), not a quote.
 */
const QUOTED = /(?<!\d)"[^"\n]{0,600}"|“[^”\n]{0,600}”|^[ \t]*>.*$/gm;
const QUOTE_WORDS = 6;
/** Words that introduce the writer's own question in quotes: 'my question would be "..."'. */
const OWN_QUOTE =
  /\b(?:my|the) (?:real |actual )?question (?:is|was|should be|would be|being)[:,]?\s*$|\bi (?:asked|searched for|googled|typed)[:,]?\s*$/i;
export function withoutQuotes(text: string): string {
  return text.replace(QUOTED, (q: string, at: number) => {
    if (q.trimStart().startsWith(">")) return " ";
    if (q.split(/\s+/).length < QUOTE_WORDS || OWN_QUOTE.test(text.slice(Math.max(0, at - 40), at))) return q;
    return " ";
  });
}

const sum = (cues: Cue[], text: string, hits: string[]): number => {
  let total = 0;
  for (const cue of cues)
    if ((!cue.hint || cue.hint.test(text)) && cue.pattern.test(text)) {
      total += cue.weight;
      hits.push(cue.name);
    }
  return total;
};

/** Title words this short say too little to match an address by. */
const HEADLINE_MIN_WORDS = 4;
/** Share of a title's words an address must repeat for the title to be the page's headline. */
const HEADLINE_SHARE = 0.75;

/**
 * Whether a link post's title is the headline of the page it links to: the page's address (its path,
 * as sites write a headline into it: '/which-editor-do-you-use') repeats most of the title's words.
 */
export function isPageHeadline(title: string, link: string): boolean {
  const words = title.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  if (words.length < HEADLINE_MIN_WORDS) return false;
  let path: string;
  try {
    path = new URL(link).pathname.toLowerCase();
  } catch {
    return false;
  }
  const inPath = new Set(path.match(/[a-z0-9]+/g) ?? []);
  return words.filter((w) => inPath.has(w)).length >= HEADLINE_SHARE * words.length;
}

/** The judgement on one post. */
export function judgeNeed(post: NeedInput): NeedJudgement {
  const title = (post.title ?? "").replace(/[’‘]/g, "'").trim().slice(0, MAX_CHARS);
  // What a post asks is said in its title or its first paragraphs; the rest is not read.
  const body = withoutQuotes(post.body.slice(0, MAX_CHARS).replace(/[’‘]/g, "'")).trim();
  if (LAUNCH_PREFIX.test(title) || LAUNCH_TITLE.test(title))
    return { verdict: "launch", score: 0, why: "own launch (title)", cues: [] };
  // A writer presents their own product at the start; 'I created a test file' further down a
  // question tells how they got stuck.
  const opening = body.slice(0, LAUNCH_OPENING);
  if (
    isLaunchText(title, body) ||
    OWN_NEW_PRODUCT.test(`${title}\n${opening}`.toLowerCase()) ||
    (LAUNCH_HINT.test(opening) && (LAUNCH_BODY.test(opening) || LAUNCH_NAMED.test(opening)))
  )
    return { verdict: "launch", score: 0, why: "own launch (text)", cues: [] };
  // An article posted as text, its headline for a title, speaks for the piece: its questions are
  // the piece's to answer.
  if (isHeadlineCase(title) && ARTICLE_VOICE.test(body.toLowerCase()))
    return { verdict: "not_a_need", score: 0, why: "an article's text", cues: [] };
  // A title quoting a question ('What to do about "Which model is best for my data?" questions')
  // talks about that question; the quote is someone else's words, as in the body.
  const t = withoutQuotes(title).toLowerCase();
  const b = body.toLowerCase();
  const text = `${t}\n${b}`;
  const hits: string[] = [];
  sum(REQUESTS, text, hits);
  const asked = REQUESTS.filter((c) => hits.includes(c.name));
  const problem = Math.min(2, sum(PROBLEMS, text, hits));
  // The title says what the post is for. A request made there is not undone by a poll or an aside
  // in the body; a title asking how things are makes a request found only in the body count half.
  const inTitle = asked.filter((c) => c.titleLed || c.pattern.test(t));
  const titleAsks = inTitle.some((c) => c.weight >= 2);
  // A title asking where something can be had ('Is this beer still sold anywhere?') or proposing a
  // change ('Why do we have two tags for X?') is not also a knowledge question for the words it starts with.
  const asksWhere = inTitle.some(
    (c) => TITLE_ASKS_NOT_KNOWS.has(c.name) && (c.name !== "proposes a change" || PROPOSAL_TITLE.test(t)),
  );
  // A writer who says they are looking for something, or weighing what to use, asks others' picks
  // and experience to choose: the poll signs ('what podcasts are you listening to?', 'share your
  // experience') do not count against them, whether they say so in the body or the title. So does
  // one asking how readers would improve a set-up of the writer's own: their curiosity about how
  // others do it serves that choice.
  const choosing =
    OWN_WANT.test(b) ||
    OWN_WANT.test(t.replace(/^ask hn: /, "")) ||
    hits.includes("weighing a choice") ||
    hits.includes("asks to improve own setup") ||
    hits.includes("asks others' experience of one to use") ||
    PROPOSALS.some((p) => hits.includes(p));
  // A writer asking for a product in so many words wants it for their business or their life:
  // the words of business or life advice then say what the product is for.
  const productAsked = PRODUCT_ASKED.test(text);
  const kept = (c: Cue) =>
    !(choosing && POLL_SIGNS.has(c.name)) && !(productAsked && ADVICE_UNLESS_PRODUCT.has(c.name));
  const titleNotRequests = NOT_REQUESTS.filter((c) => !(asksWhere && c.name === "knowledge question") && kept(c));
  const bodyNotRequests = (titleAsks ? BODY_ALWAYS : BODY_NOT_REQUESTS).filter(kept);
  const against = sum(titleNotRequests, t, hits) + 0.5 * sum(bodyNotRequests, b, hits);
  // Advice on running a business or on a move in one's life, with no product asked for in so many
  // words, is never a need, however many ways the post asks for it: when the title asks it, or
  // the body under a title asking nothing. Under a title asking for something else it only weighs.
  const lifeOrBusiness = titleNotRequests.find(
    (c) => ADVICE_UNLESS_PRODUCT.has(c.name) && (c.pattern.test(t) || inTitle.length === 0) && hits.includes(c.name),
  );
  if (lifeOrBusiness) return { verdict: "not_a_need", score: 0, why: lifeOrBusiness.name, cues: hits };
  // A title asking whether a kind of question belongs on the site is about the site's scope;
  // the requests it names are the examples it asks about.
  if ((ON_TOPIC.test(t) && /\bquestions?\b/.test(t)) || /^(?:on|off)[- ]topic\b/.test(t))
    return { verdict: "not_a_need", score: 0, why: "asks what is on topic", cues: hits };
  // Someone asking for advice on their life or career: a bare 'any suggestions?' asks for advice, not a product.
  const advice = ["personal advice", "business advice", "life move", "what to learn", "own skill"].some((h) =>
    hits.includes(h),
  );
  // Whether a product would help is a request only from a writer who tells of the trouble it helps with.
  const troubled = PROBLEMS.some((c) => c.name !== "a product" && hits.includes(c.name)) || OWN_TROUBLE.test(text);
  // The two how-others asks are one request: the chore cue counts only without the other.
  const counted = asked
    .filter((c) => !(advice && GENERIC_ASKS.has(c.name)))
    .filter((c) => !(c.name === "how do others do a chore" && hits.includes("how do others solve")))
    .map((c) => (HOW_OTHERS.has(c.name) ? { ...c, weight: howOthersWeight(c, text) } : c))
    .map((c) => (c.name === "asks if a product would help" && !troubled ? { ...c, weight: 0 } : c));
  const titleOnlyKnows = inTitle.length === 0 && KNOWLEDGE_TITLE.test(t);
  const request = Math.min(4, counted.reduce((n, c) => n + c.weight, 0) * (titleOnlyKnows ? 0.5 : 1));
  const asks = /\?/.test(text) || request >= 2;
  // A link post speaks for someone else's page unless its title itself asks for something.
  // A question mark inside an article's headline ('X or Y? – a modest proposal') is not a question.
  // Asking for a better way ('Is there a better way to teach X?') is also how essays are titled.
  // A title whose words the link's address repeats is the linked page's own headline: its question
  // is the page's (an article's, another site's thread), not the writer's.
  const titleAsksForThing = inTitle.filter((c) => !WAY_CUES.has(c.name)).reduce((n, c) => n + c.weight, 0);
  if (
    post.link &&
    !b &&
    (!(/\?\s*$/.test(t) && request >= NEED_SCORE && titleAsksForThing >= NEED_SCORE) || isPageHeadline(t, post.link))
  )
    return { verdict: "not_a_need", score: 0, why: "link post asking nothing", cues: hits };
  const score = request + (asks ? problem : 0) - against;
  const strongest = Math.max(0, ...counted.map((c) => c.weight));
  const trouble = PROBLEMS.filter((c) => c.name !== "a product" && hits.includes(c.name)).length;
  if (
    request > 0 &&
    score >= NEED_SCORE &&
    (strongest >= 1.5 || (trouble > 0 && counted.some((c) => c.name !== "anyone else")))
  )
    return {
      verdict: "need",
      score,
      why: hits.filter((h) => !NOT_REQUESTS.some((c) => c.name === h))[0] ?? "request",
      cues: hits,
    };
  // A complaint without a request is a need only in the writer's own voice, saying what the problem
  // costs them ('I waste hours every week'), with several pain cues (phrases.ts) and nothing against.
  // On real forums a complaint without that is mostly an opinion about someone else's product or policy.
  if (request === 0 && against === 0 && OWN_COST.test(text)) {
    const phrases = readPhrases(title, body);
    const pains = phrases.cues.filter((c) => PAIN_CUES.has(c)).length;
    if (pains >= 2 && phrases.need >= NEED_SCORE)
      return {
        verdict: "need",
        score: phrases.need,
        why: "own problem",
        cues: [...hits, ...phrases.cues],
      };
  }
  return { verdict: "not_a_need", score, why: against > 0 ? hits.at(-1)! : "no request", cues: hits };
}
