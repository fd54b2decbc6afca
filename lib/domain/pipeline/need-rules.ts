/**
 * Whether a post voices the writer's own need: a request, a question looking for a tool, service,
 * place or recommendation, or a problem the writer has and wants solved; in the title or the body.
 * What is never a need comes first and wins: the writer's own launch ('Show HN', 'Name – X for Y',
 * 'we are building'), and a link post whose title asks for nothing. Then request cues add up and
 * the signs of a knowledge question, a poll or an essay take away. Precision first: a post needs
 * a request, or a problem of the writer's together with a question.
 */
import { isLaunchText } from "./phrases";

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
const MAX_CHARS = Number(process.env.MAXC ?? 2000);

/** A post is a need at this score: one request cue, or a problem and a question. */
export const NEED_SCORE = 2;

interface Cue {
  name: string;
  pattern: RegExp;
  weight: number;
  /** Words one of which the pattern needs: a cheap test first, so most posts skip the costly one. */
  hint?: RegExp;
}

const THING =
  "(?:tools?|apps?|applications?|software|services?|programs?|websites?|sites?|plugins?|extensions?|libraries|library|frameworks?|platforms?|providers?|products?|resources?|books?|courses?|tutorials?|screencasts?|solutions?|alternatives?|vendors?|registrars?|hosts?|hosting|editors?|ides?|databases?|laptops?|monitors?|keyboards?|phones?|devices?|gear|equipment|brands?|shops?|stores?|clients?|readers?|managers?|trackers?|systems?|packages?|apis?|saas|crm|erp|utility|utilities|services|hardware|chat rooms?|forums?|communit(?:y|ies)|datasets?|tags?|features?|planners?|lists?|logs?|templates?|inventor(?:y|ies)|schedulers?|calendars?|spreadsheets?|bots?|dashboards?|marketplaces?|sheets?|scanners?|widgets?|distros?|distributions?|engines?|servers?|vps|cms|stacks?|routers?|headphones?|cameras?|printers?|articles?|blogs?|videos?|talks?|podcasts?|papers?|guides?|newsletters?|textbooks?|something|anything|one)";

/** THING without the pronouns: 'is there anything I can do' asks what to do, not for a product. */
const THING_NOUN = THING.replace("|something|anything|one)", ")");

/** Objects of 'looking for' that are a job, people or advice, not a product. */
const NOT_PRODUCT =
  "(?:a |an |some |any |the |good |new |more |other )*(?:jobs?|work|positions?|roles?|internships?|employment|co-?founders?|partners?|feedback|advice|guidance|help|answers?|people|investors?|funding|developers|engineers|talent|employees|volunteers|contributors|testers|users|customers|mentors?|opinions?|thoughts|insights?|experiences?|stories|ideas|members|moderators|candidates|writers|authors|speakers|examples?|clarification|confirmation)\\b";

/** Requests: asking for a tool, a service, a place, a recommendation; proposing a change. */
const REQUESTS: Cue[] = [
  {
    name: "asks for recommendations",
    hint: /recommend|suggest|recs\b/,
    pattern: new RegExp(
      `\\b(?:can|could|would) (?:you|anyone|anybody|someone|somebody|people) (?:please )?(?:recommend|suggest)\\b(?! (?!anything|something)\\w+ing\\b)|\\bwhat (?:would|do|should|can) (?:you|people|y'?all|you guys|others) (?:recommend|suggest)\\b|\\b(?:recommend|suggest) (?:me )?(?:a|an|any|some|good)\\b(?! (?:edit|edits|change|answer|question|comment|tag|title|duplicate)\\b)|\\b(?:recommendations?|suggestions?|recs) (?:for|on) (?:a|an|some|any|good|the best)? ?(?:[\\w-]+ ){0,3}${THING}\\b|^(?:ask hn: )?(?:recommend|suggest)\\b`,
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
      /\b(?:any|some|your) (?:good |other |more )?(?:recommendations?|suggestions?|recs|pointers|ideas|tips)\b[^.!]{0,40}\?/,
    weight: 1,
  },
  {
    name: "looking for",
    hint: /for\b/,
    pattern: new RegExp(
      `\\b(?:looking|searching|hunting|shopping) (?:around )?for (?!${NOT_PRODUCT})(?:a|an|some|any|good|the best|recommendations|alternatives|something|anything|other|cheaper|better|decent|free|open[- ]source|[\\w-]+s)\\b|\\b(?:looking|searching|hunting|shopping) (?:around )?for (?!${NOT_PRODUCT})(?:[\\w./+-]+ ){1,3}${THING_NOUN}\\b`,
    ),
    weight: 2,
  },
  {
    // A title asking which thing to pick: 'Which X do you use', 'What X for Y', 'What X is best'.
    name: "asks which to pick",
    hint: /^(?:ask hn: )?(?:which|what) /,
    pattern: new RegExp(
      `^(?:ask hn: )?what would (?:be )?(?:a|the|some) (?:good|best|nice|decent)\\b|^(?:ask hn: )?(?:which|what) (?!(?:is|are|was|were|does|do|did|has|have|had|makes?|made|happens?|would|should|can|could|if|else|kind of (?:person|people))\\b)(?!${NOT_PRODUCT})(?:[\\w./+#-]+ ){0,3}(?:[\\w./+#-]+ (?:(?:do|did|would|should) (?:you|people|y'?all|you guys|folks|devs|i|we) (?:\\w+ )?(?:use|using|recommend|suggest|prefer|pick|choose|buy|get|go with|run|learn|read|try)\\b|to (?:use|buy|get|choose|pick|learn|try|read)\\b|(?:is|are) (?:the )?(?:best|good|ok|okay|fine|worth (?:it|buying|using)|recommended|decent|palatable)\\b(?!/))|${THING_NOUN} for (?!(?:a living|fun|example|instance|now|sure|free)\\b)\\w+)`,
    ),
    weight: 2,
  },
  {
    // A title that is only a kind of product and a question mark: 'Ask HN: Static site host with forms?',
    // or two named things to choose between for a purpose: 'Rails or Django for a booking site?'.
    name: "names a kind of product",
    hint: /^[^\n]*\?/,
    pattern: new RegExp(
      `^(?:ask hn: )?(?!(?:why|how|what|which|who|where|when|is|are|do|does|did|can|could|should|would|will|has|have|was|were|am|any|anyone|tell|ask|a|an|ever|experiences?|thoughts|opinions?|feedback|ideas?)\\b)(?![^?\\n]*(?:,|\\b(?:i|you|your|we|my|our|me)\\b))(?=(?:[^\\s?]+\\s+){0,7}[^\\s?]+\\?)[^?\\n]{0,80}?(?:\\b${THING_NOUN}\\b(?! (?:engineer\\w*|develop\\w*|industry|compan\\w+|jobs?|careers?)\\b)|\\b[\\w.+#-]+ (?:or|vs\\.?|versus) [\\w.+#-]+(?: [\\w.+#-]+)? for\\b)[^?\\n]*\\?\\s*(?:\\n|$)`,
    ),
    weight: 1.5,
  },
  {
    // The writer weighing what to buy, use or switch to.
    name: "weighing a choice",
    hint: /plan|going|looking|think|consider|evaluat|decid|choos|trying|about/,
    pattern:
      /\b(?:i'?m|i am|we'?re|we are|i was|we were) (?:currently |now |also |really )?(?:planning|going|looking (?:at|into)|thinking|considering|evaluating|deciding|choosing|trying to (?:decide|choose|pick|find)|about) (?:on |about |of )?(?:to )?(?:buy(?:ing)?|get(?:ting)?|purchas\w+|us(?:e|ing)|switch(?:ing)? to|mov(?:e|ing) to|migrat\w+ to|between|replac\w+)\b/,
    weight: 1.5,
  },
  {
    name: "suggestions welcome",
    hint: /suggest|recommend|pointers|recs|contenders/,
    pattern:
      /\b(?:if you (?:have|know of)|any) (?:any )?(?:good )?(?:suggestions|recommendations|pointers|recs)\b[^.?!]{0,30}(?:let me know|please|appreciated|welcome|thanks)|\bany (?:other )?contenders\b/,
    weight: 1.5,
  },
  {
    name: "is there a tool",
    hint: /there|exist|know|anyone|anybody|someone/,
    pattern: new RegExp(
      `\\b(?:is|are) there (?:already )?(?:a|an|any|some)? ?(?:good |decent |free |cheap |other |similar |universal |open[- ]source |existing |native )*(?:[^\\s?.]+ ){0,3}${THING_NOUN}\\b|\\b(?:is|are) there (?:something|anything) (?:that|which|to|for|like|out there|on the horizon)\\b|\\b(?:does|do) (?:a|an|any|some) (?:[\\w-]+ ){0,2}${THING} (?:exist|like this exist)\\b|\\bdoes (?:such|something like this) (?:a \\w+ )?exist\\b|\\b(?:anyone|anybody|you) know (?:of )?(?:a|an|any) (?:good|great|decent|solid)\\b|\\b(?:anyone|anybody) know (?:of )?(?:a|an|any|some|something|anything) (?:good )?(?:[\\w-]+ ){0,3}(?:${THING}|that|which|for)\\b|\\b(?:does|do) (?:anyone|anybody|someone) (?:still )?(?:make|sell|offer|carry|stock|know where)\\b|\\bis there (?:a|an|one|any) (?:single )?place (?:that|where|to)\\b|\\b(?:why|how come) (?:is|are) there no\\b|^(?:ask hn: )?(?:is|are) there (?:a|an|any) (?!(?:difference|reason|point|chance|way|limit|rule|risk|problem|benefit|correlation|relationship|link|connection|consensus|truth|need|downside|advantage|disadvantage|stud|evidence|side effect|health|proof|research|data|statistic|number|rule|law|regulation)\\w*\\b)[\\w-]+`,
    ),
    weight: 2,
  },
  {
    name: "what do you use",
    hint: /\b(?:what are|use|uses|using|run|running|recommend\w*|suggest|listening|reading|watching|following|subscribed|best|good|cheap|cheapest|favou?rite|easiest|simplest|fastest|go-to)\b/,
    pattern: new RegExp(
      `\\b(?:what|which) (?:[^\\s?.]+ ){0,3}(?:do|are|did|does|would) (?:you|people|y'?all|you guys|you all|folks|devs|developers|others|hn|everyone|anyone) (?:\\w+ )?(?:use|using|run|running|recommend|suggest|listening to|reading|watching|following|subscribed to)\\b(?! (?:it|them|this|that)\\b)|\\b(?:what|which) (?:[\\w-]+ ){0,3}should (?:i|we) (?:use|choose|pick|buy|get|go with|try)\\b|\\bwho (?:uses|is using|has used|recommends)\\b|\\bwhat are (?:some|the|a few) (?:good |great |decent |free |cheap )?(?:[\\w.+#-]+ ){0,2}(?:${THING_NOUN}|alternatives)\\b(?! (?:that|which) (?:you|people) (?:built|made))|\\bwhat(?:'s| is| are) (?:the |a |some |your )?(?:best|good|recommended|cheapest|easiest|simplest|fastest|go-to|favou?rite) (?!practices?\\b|ways?\\b|approach)(?:[\\w-]+ ){0,3}(?:for|to use|that|which|out there|available|these days|today|right now)\\b|\\b(?:best|good|cheap|cheapest) (?:[\\w-]+ ){0,3}${THING} (?:for|with|that|in|to)\\b[^.!]{0,80}\\?|^(?:ask hn: )?(?:good|best|cheap|cheapest|a good|recommended) (?:[\\w-]+ ){0,3}${THING}\\b`,
    ),
    weight: 2,
  },
  {
    name: "alternative to",
    hint: /alternative|similar|comparable|something like|successor|closest|equivalent|any /,
    pattern:
      /\b(?:an? |any |some |other |good |open[- ]source |free |cheaper |viable )*alternatives? (?:to|for)\b|\b(?:is there|know of|looking for|recommend|suggest|want|need|find|use|get|buy|any|an?) (?:\w+ )?(?:something|anything|one|tool|app|service|product) (?:like|similar to|comparable to)\b[^.!]{0,60}\?|\bsuccessors? to\b|\b(?:an?|any) [\w.+#-]+ alternative\b|^(?:ask hn: )?any (?!(?:advice|tips?|thoughts|ideas|opinions?|takers|interest)\b)[\w-]+ [^?]{0,80}\?|\bclosest thing to\b|\bequivalent (?:of|to|for)\b[^.!]{0,60}\?/,
    weight: 2,
  },
  {
    name: "where can i find",
    hint: /where|place|site|forum|community|subreddit/,
    pattern:
      /\bwhere (?:can|could|do|should|would|might) (?:i|we|you|one|someone) (?:\w+ )?(?:find|buy|get|order|source|ask|post|download|hire)\b|\bwhere to (?:find|buy|get|order|ask|post|download|hire)\b|\bwhere (?:is|are) (?:the|a) (?:best|right|good|most appropriate) (?:place|site|forum|community)\b|\b(?:right|best|good|appropriate|proper|most appropriate) (?:[\w-]+ ){0,2}(?:place|site|forum|community|subreddit)s? (?:to|for) (?:ask|post|discuss)\b/,
    weight: 2,
  },
  {
    name: "wish or would love",
    hint: /wish|love|like|nice|great|helpful|useful|good|awesome|pay|built|made|created|solved|could/,
    pattern:
      /\bi wish (?:there (?:was|were|is)|someone would|(?:i|we) (?:could|had)|it (?:was|were|would|could))\b|\b(?:i'?d|i would|we'?d|we would) (?:really )?(?:love|like) (?:to (?:see|have|find|get) (?!(?:some |any |more )?(?:advice|feedback|help|thoughts|opinions|input)\b)|an option|the ability)|\b(?:i|we) could (?:really )?use (?:a|an|some|it|one)\b|\b(?:can|could) (?:anyone|anybody|someone|somebody) (?:remember|identify|name)\b|\bit would be (?:really )?(?:nice|great|helpful|useful|good|awesome) (?:if|to have)\b|\bwould (?:happily |gladly )?pay (?:for|good money)\b|\b(?:has|surely) (?:anyone|someone|somebody) (?:has )?(?:built|made|created|solved)\b|\b(?:i'?d|i would|we'?d|we would) (?:really )?(?:love|like) (?:a|an|some|something|one) (?:[\w-]+ ){0,3}(?:that|which|to|for)\b/,
    weight: 2,
  },
  {
    name: "proposes a change",
    hint: /request|suggestion|propos|report|please|can|could|should|let|\[|time to|point of|improvement|redesign|overhaul|^(?:offer|create|add|allow|accept|enable|disable|remove|merge|rename|provide|introduce|bring|restore) |tag/,
    pattern:
      /\b(?:feature request|i have a suggestion|i'?m proposing|i propose|i'?d like to propose|i want to (?:report|request|suggest|propose)|bug report|please (?:add|enable|allow|support|reinstate|bring back|fix)(?! (?:it|them|yours?|your \w+|a comment|to)\b)|(?:can|could|should) (?:we|you) (?:please )?(?:add|enable|allow|support|reinstate|bring back|fix|rename|merge|create|introduce|have|get)|let'?s (?:have|add|create|merge|rename|make)|should we (?:consider |start |stop )?(?:\w+ing|lower|raise|change|allow|add|remove|merge|have|get|create|make|introduce|enable|disable|rename)\b|shouldn'?t (?:[\w-]+ ){1,4}be (?:merged|renamed|removed|allowed|added|changed|fixed)|should be (?:fixed|merged|renamed|changed|improved|added|allowed|enabled)|should (?:it|this|that|they|the \w+(?: \w+)?) be (?:made|renamed|merged|a synonym|burninated|removed|deleted|retagged))\b|^(?:merge|rename|add|allow|enable|synonymi[sz]e|burninate|create) (?:the )?\[|\bwhat(?:'s| is) the point of (?:the |this |having )?(?:\[[\w.-]+\]|[\w-]+ tag)|\btime to (?:do something about|fix|rethink|revisit|clean up)\b|^(?:please )?(?:offer|create|add|allow|accept|enable|disable|remove|merge|rename|provide|introduce|bring back|restore) (?:a|an|the|additional|more|some|users|us)\b|\b(?:misspell(?:ed|t)|typo in|wrong|incorrect|duplicate) (?:[\w'-]+ ){0,2}tags?\b|^[^\n]{0,40}\b(?:logo|design|theme|layout|tag|search|editor|ui) (?:improvements?|redesign|overhaul)\s*(?:\n|$)/,
    weight: 2,
  },
  {
    name: "what should i do",
    pattern:
      /\bwhat (?:should|can|do|could) (?:i|we) do\b|\bwhat(?:'s| is) (?:the|my) (?:problem|issue)\b|\bwhat am i (?:doing wrong|missing)\b|\bwhat are my options\b|\bis there (?:anything|something) (?:i|we) can do\b|\bi (?:really )?need (?:help|advice)\b/,
    weight: 1,
  },
  {
    name: "how do i solve",
    pattern:
      /\bhow (?:can|do|should|could) (?:i|we|you|anyone|people|everyone) (?:\w+ )?(?:stop|prevent|fix|solve|get rid of|deal with|cope with|handle|protect|recover|avoid|get around|work around|keep track of|organi[sz]e|manage|automate|back ?up|save|stay on top of)\b|\bi (?:really )?need (?:a way|a tool|an app|a service|something|some way)\b|\bhelp me (?:find|choose|pick)\b/,
    weight: 1.5,
  },
  {
    name: "is there a way",
    pattern:
      /^(?:ask hn: )?(?:what(?:'s| is) the )?(?:best|simplest|easiest|quickest|fastest|cheapest|native|proper) way to (?!(?:learn|become|get (?:a job|hired|started|better)|make money|improve)\b)|\b(?:is|are) there (?:a|any|some) (?:\w+ )?ways? (?:to|of|for|i|we)\b|\bis it possible (?:to|for (?:me|us))\b/,
    weight: 1,
  },
  {
    name: "anyone else",
    pattern:
      /\b(?:is )?(?:anyone|anybody|someone) (?:working on|building|making)\b|\b(?:has|have|does|did) (?:anyone|anybody|someone|somebody|any of you) (?:\w+ )?(?:had|have|experienced|tried|used|run into|dealt with)\b|\banyone (?:else )?(?:having|seeing|experiencing|using|tried)\b/,
    weight: 1,
  },
];

/** The writer's own problem: something of theirs fails, blocks or costs them. */
const PROBLEMS: Cue[] = [
  {
    name: "something fails",
    pattern:
      /\b(?:doesn'?t|does not|don'?t|won'?t|will not|isn'?t|is not|can'?t|cannot|couldn'?t|could not) (?:seem to )?(?:work|working|load|sync|update|open|start|connect|save|find|get|figure|comment|access|afford)\b|\b(?:is|are|keeps?|kept) (?:broken|crashing|failing|freezing|not working)\b|\bbug\b|\bglitch\b|\bnothing (?:i|we) can do\b|\bno (?:way|option) to\b/,
    weight: 1,
  },
  {
    name: "wronged",
    hint: /someone|somebody|copied|stole|hijack|hacked|locked|banned|suspended|blocked|find|a \w+ (?:is|keeps|has|was)/,
    pattern:
      /\b(?:someone|somebody|a \w+) (?:is|keeps|has been|was) (?:stealing|copying|taking|spamming|spoofing|impersonating|using) my\b|\b(?:copied|stole|hijacked|hacked|locked|banned|suspended|blocked) (?:my|me)\b|\b(?:haven'?t|have not|can'?t|cannot|couldn'?t|could not) (?:been able to )?find (?:it|one|them|any|a|an)\b/,
    weight: 1,
  },
  {
    name: "lacks",
    pattern:
      /\bhas no (?:ability|way|option|feature|support)\b|\bthere (?:is|are) no (?:way|option|ability|feature|tool|app|service)s? (?:to|for|that)\b|\b(?:running|ran|run) into (?:a|an|this|the|some) (?:\w+ )?(?:problem|issue)\b|\b(?:too|overly) (?:restrictive|strict|limited|expensive|complicated|slow)\b|\bmisleading\b|\bwhy (?:does|is) it (?:take|taking) so long\b|\b(?:want|need|trying) to (?:get rid of|stop|quit|cut down on|reduce)\b/,
    weight: 1,
  },
  {
    name: "everything is bad",
    pattern:
      /\bwhy (?:is|are|do|does) (?:every|all|most) (?:[\w-]+ ){0,8}(?:so|this|that) (?:bad|expensive|complicated|slow|clunky|buggy|hard)\b/,
    weight: 1,
  },
  {
    name: "frustration",
    pattern:
      /\b(?:frustrat\w*|annoy\w*|tedious|infuriat\w*|disappoint\w*|painful|a nightmare|a hassle|a pain\b|fed up|sick of|tired of|struggl\w*|hard to (?:get|find)|at a loss|no luck|to no avail|unfortunately|downsides?|drawbacks?)\b/,
    weight: 1,
  },
  {
    name: "a product",
    pattern: new RegExp(`\\b${THING}\\b`),
    weight: 0.5,
  },
];

/** A question about how things are, a poll of others' experience, personal advice, or talk: not a request. */
const NOT_REQUESTS: Cue[] = [
  {
    name: "knowledge question",
    pattern:
      /^(?:ask hn: |tell hn: )?(?:(?:can|could) (?:someone|anyone|somebody|you) (?:please )?explain\b|eli5\b|explain\b|why (?!(?:is|are|do|does) (?:every|all|most|there no)\b)(?:is|are|do|does|did|don'?t|doesn'?t|can'?t|would|should|has|have|was|were|so|most|aren'?t|isn'?t)\b|what (?:is|are|was|does|do) (?:the )?(?:difference|differences|meaning|point|science|effect|role|history|origin|purpose|deal|traits)\b|how (?:much|many|long|old|(?:does|do) [\w ]{1,30} work|is|are|was|were|did)\b|what(?:'s| is| are) (?:a |an |the )?\S+\?|is it (?:true|safe|healthy|legal|bad|normal|okay|ok)\b|(?:does|did|do|can|is|are|was|will) (?!there\b|anyone\b|anybody\b|we\b|i\b|you\b|someone\b)\S+ (?:really |actually |still )?\S*)/,
    weight: 1,
  },
  {
    name: "difference between",
    pattern: /\bdifferences? between\b|\b(?:pros and cons|advantages and disadvantages)\b/,
    weight: 1,
  },
  {
    name: "poll",
    hint: /you|your|curious|what if|what would|those|just me/,
    pattern:
      /\b(?:your|you'?ve had|you have had) (?:experiences?|opinions?|thoughts|story|stories)\b|\bin your (?:opinion|experience)\b|\bwhat do you (?:guys )?think\b|\bhow (?:did|do) you (?:meet|find|feel|judge|think|get started|become)\b|\b(?:i'?m|i am|just) (?:really |very |a bit )?curious\b|\bwhat (?:motivates|inspires|keeps) you\b|\bwhat would happen if\b|\bwhat if\b|\bthose (?:of you )?(?:who|making|earning|working)\b|\bwhat (?:did|have) you (?:make|build|built|learn)\b|\bare you (?:proud|happy)\b|\bis it just me\b|\b(?:best|favou?rite|coolest|cool) uses (?:for|of)\b|\bwhat would you (?:share|have done|do if)\b|\bdo you (?:like|enjoy|love|hate) (?:your|working)\b/,
    weight: 1.5,
  },
  {
    name: "personal advice",
    pattern:
      /\b(?:career|salary|salaries|job offer|equity|co-?founder|interview|quit|resign|promotion|visa|bored|burn(?:ed|t)? ?out|depress\w*|motivation|what'?s next|am i (?:a|too|the)|should i (?:quit|take|accept|move|go|leave|join|stay))\b/,
    weight: 2,
  },
  {
    name: "on topic here",
    pattern:
      /\b(?:is|are) [^?]{0,60}\b(?:on|off)[- ]topic\b|\b(?:allowed|appropriate|ok|okay) (?:here|on this site)\b|\bare \w+ questions\b|\bquestions? (?:about|on) [^?]{0,60} (?:on[- ]topic|allowed|ok)\b/,
    weight: 1.5,
  },
];

/** Requests that ask for advice of any kind rather than for a product. */
const GENERIC_ASKS = new Set([
  "any recommendations?",
  "any suggestions",
  "what should i do",
  "how do i solve",
  "suggestions welcome",
]);

/** A title that asks how or why things are, rather than what to use ('How safe is...', 'What are the main...'). */
const KNOWLEDGE_TITLE =
  /^(?:ask hn: )?(?:why|how (?!to\b|(?:can|do|should|could|would) (?:i|we)\b)|what(?:'s| is| are| was| were| does| do| makes| affects| happens)|(?:is|are|does|do|did|was|were|will|has|have) (?!(?:there|anyone|anybody|someone|somebody|i|we|you|y'?all|people|others)\b))/;

const BODY_NOT_REQUESTS = NOT_REQUESTS.filter((c) => c.name === "poll" || c.name === "personal advice");

/** Own launches besides readPhrases' 'I built': HN launch and pitch prefixes, product taglines. */
const LAUNCH_PREFIX = /^\s*(?:show|launch|apply) hn\b/i;
const LAUNCH_TITLE =
  /^\s*[\p{Lu}\d][\p{L}\d.+#-]*(?: [\p{Lu}\d][\p{L}\d.+#-]*){0,2} [–—-]{1,2} (?!ask\b|tell\b)\S.{3,}$|^\s*[\p{Lu}\d][\p{L}\d.+#-]*(?: [\p{Lu}\d][\p{L}\d.+#-]*){0,2}: (?:an?|the|your) (?:[\w-]+ ){0,5}(?:for|to|that|alternative|without|in)\b/u;
const LAUNCH_HINT =
  /build|develop|launch|making|built|made|creat|releas|open.?sourc|check out|try out|sign up|feedback|pre-?launch|what we do/i;
const LAUNCH_BODY =
  /\b(?:we'?re|we are|i'?m|i am) (?:currently )?(?:building|developing|launching|making) (?:a|an|the|our|my|[\p{Lu}])|\b(?:we|i) (?:have )?(?:just )?(?:built|made|created|launched|released|open[- ]sourced) (?:a|an|my|our|this)\b|\b(?:check out|try out|sign up for) (?:my|our)\b|\bfeedback (?:on|about) (?:my|our)\b|\bpre-?launch\b|^what we do\b/imu;

const sum = (cues: Cue[], text: string, hits: string[]): number => {
  let total = 0;
  for (const cue of cues)
    if ((!cue.hint || cue.hint.test(text)) && cue.pattern.test(text)) {
      total += cue.weight;
      hits.push(cue.name);
    }
  return total;
};

/** The judgement on one post. */
export function judgeNeed(post: NeedInput): NeedJudgement {
  const title = (post.title ?? "").replace(/[’‘]/g, "'").trim().slice(0, MAX_CHARS);
  // What a post asks is said in its title or its first paragraphs; the rest is not read.
  const body = post.body.slice(0, MAX_CHARS).replace(/[’‘]/g, "'").trim();
  if (LAUNCH_PREFIX.test(title) || LAUNCH_TITLE.test(title))
    return { verdict: "launch", score: 0, why: "own launch (title)", cues: [] };
  if (isLaunchText(title, body) || (LAUNCH_HINT.test(body) && LAUNCH_BODY.test(body)))
    return { verdict: "launch", score: 0, why: "own launch (text)", cues: [] };
  const t = title.toLowerCase();
  const b = body.toLowerCase();
  const text = `${t}\n${b}`;
  const hits: string[] = [];
  sum(REQUESTS, text, hits);
  const asked = REQUESTS.filter((c) => hits.includes(c.name));
  const problem = Math.min(2, sum(PROBLEMS, text, hits));
  // The title says what the post is for. A request made there is not undone by a poll or an aside
  // in the body; a title asking how things are makes a request found only in the body count half.
  const inTitle = asked.filter((c) => c.pattern.test(t));
  const titleAsks = inTitle.some((c) => c.weight >= 2);
  const against =
    sum(NOT_REQUESTS, t, hits) + 0.5 * sum(titleAsks ? BODY_NOT_REQUESTS.slice(1) : BODY_NOT_REQUESTS, b, hits);
  // Someone asking for advice on their life or career: a bare 'any suggestions?' asks for advice, not a product.
  const advice = hits.includes("personal advice");
  const counted = asked.filter((c) => !(advice && GENERIC_ASKS.has(c.name)));
  const titleOnlyKnows = inTitle.length === 0 && KNOWLEDGE_TITLE.test(t);
  const request = Math.min(4, counted.reduce((n, c) => n + c.weight, 0) * (titleOnlyKnows ? 0.5 : 1));
  const asks = /\?/.test(text) || request >= 2;
  // A link post speaks for someone else's page unless its title itself asks for something.
  if (post.link && !b && !(t.includes("?") && request >= NEED_SCORE))
    return { verdict: "not_a_need", score: 0, why: "link post asking nothing", cues: hits };
  const score = request + (asks ? problem : 0) - against;
  const strongest = Math.max(0, ...REQUESTS.filter((c) => hits.includes(c.name)).map((c) => c.weight));
  const trouble = PROBLEMS.filter((c) => c.name !== "a product" && hits.includes(c.name)).length;
  if (request > 0 && score >= NEED_SCORE && (strongest >= 1.5 || trouble > 0))
    return {
      verdict: "need",
      score,
      why: hits.filter((h) => !NOT_REQUESTS.some((c) => c.name === h))[0] ?? "request",
      cues: hits,
    };
  // A complaint alone, however heated, is not a need: on real forums it is mostly an opinion about
  // someone else's product or policy. A problem counts only beside a request (above).
  return { verdict: "not_a_need", score, why: against > 0 ? hits.at(-1)! : "no request", cues: hits };
}
