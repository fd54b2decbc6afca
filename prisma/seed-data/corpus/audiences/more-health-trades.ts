/** Further needs of the health, clinic and trades audiences (by audience key), in the same "topic|task|pain" form. */

export const MORE_HEALTH_TRADES: Record<string, string[]> = {
  dental: [
    "medical alerts at every visit|keeping patients' medical alerts visible at every visit|a patient on blood thinners was missed at the extraction",
    "dental associate pay|calculating associate dentists' pay from their gross fees|the associate pay calculation starts a row every month",
  ],
  gp: [
    "receptionist and practice nurse shifts|building the rota for reception and nurses at the surgery|a clinic runs without a nurse because the rota was wrong",
    "patient online access requests|handling patients' requests for online record access|access requests sit for weeks",
  ],
  physio: [
    "post-op referral triage|triaging the physio waiting list by urgency|urgent post-op patients wait behind routine backs",
    "running injury clinic slots|booking runners into a spring injury clinic|every runner wants a slot the week before their marathon",
  ],
  vet: [
    "vet appointment overruns|running vet consults on time|every consult runs ten minutes over and the waiting room fills",
    "pet weight clinics|tracking pets' weight at nurse weight clinics|owners stop coming and the dog regains the weight",
  ],
  pharmacy: [
    "dispensing course progress|tracking dispensers' accredited course modules|a dispenser's training course deadline passed",
    "emergency contraception consultations|recording pharmacy emergency contraception consultations|the consultation forms are paper in a drawer",
  ],
  carehome: [
    "residents' clothes labels and laundry|labelling and returning residents' clothes from the laundry|residents wear each other's cardigans",
    "care home hairdresser and chiropodist visits|booking visiting hairdressers and chiropodists for residents|the chiropodist arrives and half the residents aren't ready",
  ],
  homecare: [
    "first home assessments for new clients|assessing new home care clients before the first visit|the first carer arrives not knowing the client has a hoist",
    "home carer recruitment|recruiting home carers with driving licences|we turn away clients because we have no carers",
  ],
  therapist: [
    "therapy client consent for records|recording therapy clients' consent about records and contact|I'm unsure what I agreed with each client",
    "therapist professional insurance|keeping professional insurance and body membership in date|my insurance almost lapsed",
  ],
  optician: [
    "eye pressure and field readings before the test|recording eye pressure and visual field readings before the optometrist sees the patient|readings are printed and clipped to a card",
    "domiciliary eye tests|taking portable eye test kit to housebound patients|the home visit list is a notebook",
  ],
  chiro: [
    "chiropractic x-ray referrals|referring patients for x-rays and tracking results|results come back and nobody reads them",
    "couch and room wipe-downs|logging couch wipe-downs between massage clients|the room isn't reset in time",
  ],
  plumber: [
    "plumbing parts warranty returns|sending faulty valves and pumps back to the maker|faulty parts sit in the van for months",
    "letting agent go-ahead for tenant call-outs|getting a letting agent's go-ahead before fixing a tenant's leak|I stand at the door while the agent tries to reach the owner",
  ],
  electrician: [
    "alarm panel and smoke head servicing|scheduling fire alarm servicing for commercial clients|fire alarm services fall due and nobody reminds us",
    "electrical apprentice logbook|signing off an electrical apprentice logbook|the logbook is months behind",
  ],
  roofer: [
    "flat roof guarantees and inspections|booking flat roof inspections for guarantees|a guarantee is void because an inspection was missed",
    "lead theft repairs|handling emergency roofs after lead theft|lead theft jobs come in five at once",
  ],
  builder: [
    "builder health and safety files|keeping construction phase plans and health and safety files|the client asks for the safety file at handover",
    "new-build structural warranty cover|registering new builds with warranty providers|the warranty inspection was missed",
  ],
  cleaner: [
    "deep clean checklists for offices|running periodic deep cleans for office contracts|the quarterly deep clean is forgotten",
    "COSHH training for cleaners|signing off cleaners on chemical safety|a cleaner mixed chemicals because nobody trained her",
  ],
  landscaper: [
    "planting plan sign-off by clients|getting planting plans approved by clients|the client changes the planting after delivery",
    "landscaping project photos|keeping before and after photos of gardens|my best gardens have no photos",
  ],
  hvac: [
    "HVAC install permits|pulling permits for HVAC installs|an install waits a week for the permit",
    "HVAC customer financing paperwork|handling paperwork for financed installs|the finance paperwork holds up the install",
  ],
  painter: [
    "painting crew schedule|scheduling painting crews across several houses|a crew finishes early and sits idle",
    "painting touch-up warranty|handling touch-up requests after a job|customers call a year later for touch-ups",
  ],
  locksmith: [
    "locksmith customer ID checks|checking customers own the property before a lockout|I opened a door for someone who didn't live there",
  ],
  pestcontrol: [
    "technician routes across contract sites|planning technicians' routes across contract sites|technicians drive past each other's jobs",
  ],
  windowcleaner: [
    "window cleaning water-fed pole kit|servicing the water-fed pole system|the resin runs out mid-round",
  ],
  podiatry: [
    "podiatry clinic stock of dressings|tracking dressings and blades stock|we run out of blades on a home visit day",
  ],
  dentallab: [
    "dental lab technician workload|balancing cases between lab technicians|one technician is swamped while another waits",
  ],
  clinicadmin: [
    "aesthetics complication records|recording complications after treatments|a complication was managed but never recorded",
  ],
};
