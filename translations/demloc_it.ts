<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>ArmoryTab</name>
    <message>
        <source>Drag a weapon onto a mercenary, or select both and press Enter</source>
        <translation>Trascina un&apos;arma su un mercenario, o selezionali entrambi e premi Invio</translation>
    </message>
    <message>
        <source>Equip →</source>
        <translation>Equipaggia →</translation>
    </message>
    <message>
        <source>Equip the selected weapon on the selected mercenary (Enter)</source>
        <translation>Equipaggia il mercenario selezionato con l&apos;arma selezionata (Invio)</translation>
    </message>
    <message>
        <source>Unequip</source>
        <translation>Togli</translation>
    </message>
    <message>
        <source>Take the selected weapon back to the armory (Delete)</source>
        <translation>Riporta l&apos;arma selezionata nell&apos;armeria (Canc)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weapons&lt;/b&gt; (drag one onto a mercenary, or Equip)</source>
        <translation>&lt;b&gt;Armi&lt;/b&gt; (trascinane una su un mercenario, o Equipaggia)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mercenaries&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mercenari&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Buy:</source>
        <translation>Compra:</translation>
    </message>
    <message>
        <source>{name} — dead</source>
        <translation>{name} — morto</translation>
    </message>
    <message>
        <source>Dead: shown in the guild, never usable again (6.4.1)</source>
        <translation>Morto: resta nella gilda, mai più utilizzabile (6.4.1)</translation>
    </message>
    <message>
        <source>No weapon in the armory yet. Choose one under Buy and press Buy.</source>
        <translation>Nessuna arma nell&apos;armeria. Scegline una in Compra e premi Compra.</translation>
    </message>
    <message>
        <source>No weapon in the armory yet, and your collection holds no weapon card: redeem a set that has some, or add one, at the City Gate tab.</source>
        <translation>Nessuna arma nell&apos;armeria, e la tua collezione non ha carte arma: riscatta un set che ne contiene, o aggiungine una, nella scheda Porta della Città.</translation>
    </message>
    <message>
        <source>no weapon card in your collection (see the City Gate)</source>
        <translation>nessuna carta arma nella tua collezione (vedi la Porta della Città)</translation>
    </message>
    <message>
        <source>a weapon</source>
        <translation>un&apos;arma</translation>
    </message>
    <message>
        <source>Equip {weapon} on {mercenary}</source>
        <translation>Equipaggia {mercenary} con {weapon}</translation>
    </message>
    <message>
        <source>Select a weapon and a mercenary first</source>
        <translation>Seleziona prima un&apos;arma e un mercenario</translation>
    </message>
    <message>
        <source>Select a weapon first</source>
        <translation>Seleziona prima un&apos;arma</translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation>Non fatto: {error}</translation>
    </message>
    <message>
        <source>Unequip {weapon} from {mercenary}</source>
        <translation>Togli {weapon} a {mercenary}</translation>
    </message>
    <message>
        <source>Unequip {weapon}</source>
        <translation>Togli {weapon}</translation>
    </message>
    <message>
        <source>Buy {card}</source>
        <translation>Compra {card}</translation>
    </message>
</context>
<context>
    <name>AttackCard</name>
    <message>
        <source>{kind}: {what} → {target}</source>
        <translation>{kind}: {what} → {target}</translation>
    </message>
    <message>
        <source>kills him</source>
        <translation>lo uccide</translation>
    </message>
    <message>
        <source>a heart or more</source>
        <translation>un cuore o più</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nulla</translation>
    </message>
    <message>
        <source>Damage expected: {armour} to armour, {hit} to hit factor</source>
        <translation>Danni attesi: {armour} all&apos;armatura, {hit} al fattore colpo</translation>
    </message>
    <message>
        <source>Goes astray: {astray}; lands on his own side: {friends}</source>
        <translation>Tiro vagante: {astray}; colpisce i suoi: {friends}</translation>
    </message>
    <message>
        <source>Dealt back to him: {damage} expected; kills him: {kill}</source>
        <translation>Danni che subisce di ritorno: {damage} attesi; lo uccidono: {kill}</translation>
    </message>
    <message>
        <source>{kind} · {section}</source>
        <translation>{kind} · {section}</translation>
    </message>
</context>
<context>
    <name>AwayList</name>
    <message>
        <source>Exploring {place}</source>
        <translation>Esplorazione di {place}</translation>
    </message>
    <message>
        <source>Acquiring {place}</source>
        <translation>Acquisizione di {place}</translation>
    </message>
    <message>
        <source>{who} · {chance}% chance</source>
        <translation>{who} · {chance}% di probabilità</translation>
    </message>
    <message>
        <source>Show on the map</source>
        <translation>Mostra sulla mappa</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Richiama</translation>
    </message>
    <message>
        <source>back in {left} ({when})</source>
        <translation>di ritorno tra {left} ({when})</translation>
    </message>
</context>
<context>
    <name>BusyBand</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Stop waiting: the action is not done (Esc)</source>
        <translation>Smetti di attendere: l&apos;azione non viene eseguita (Esc)</translation>
    </message>
    <message>
        <source>the database {where} is busy: another action of this window is waiting for it; try again once it is done</source>
        <translation>il database {where} è occupato: un&apos;altra azione di questa finestra lo sta aspettando; riprova quando è finita</translation>
    </message>
    <message>
        <source>the database {where} is busy: another DemLoc is writing to it; try again</source>
        <translation>il database {where} è occupato: un altro DemLoc ci sta scrivendo; riprova</translation>
    </message>
    <message>
        <source>Waiting for another computer&apos;s write to the database ({seconds} s). Esc: stop, nothing changed.</source>
        <translation>In attesa della scrittura di un altro computer sul database ({seconds} s). Esc: interrompi, nulla è cambiato.</translation>
    </message>
    <message>
        <source>The database: {where}</source>
        <translation>Il database: {where}</translation>
    </message>
</context>
<context>
    <name>CardForm</name>
    <message>
        <source>Add the card</source>
        <translation>Aggiungi la carta</translation>
    </message>
    <message>
        <source>Kind of card</source>
        <translation>Tipo di carta</translation>
    </message>
    <message>
        <source>e.g. {value}</source>
        <translation>es. {value}</translation>
    </message>
    <message>
        <source>The card</source>
        <translation>La carta</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s):</source>
        <translation>
            <numerusform>%n problema:</numerusform>
            <numerusform>%n problemi:</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to add.</source>
        <translation>Pronta da aggiungere.</translation>
    </message>
</context>
<context>
    <name>CardsScreen</name>
    <message>
        <source>Pull the cards and channel the mana (6.4.1)</source>
        <translation>Pesca le carte e canalizza il mana (6.4.1)</translation>
    </message>
    <message>
        <source>Print the checklists…</source>
        <translation>Stampa le liste di controllo…</translation>
    </message>
    <message>
        <source>Save as PDF or PNG…</source>
        <translation>Salva come PDF o PNG…</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Copia come testo</translation>
    </message>
    <message>
        <source>Each character with arcane ability rolls as many arcane dice as it says and takes a cube for each white or black mana; a broken seal only means less mana now (6.4.1). Roll here, or roll at the table and enter the faces.</source>
        <translation>Ogni personaggio con abilità arcana tira tanti dadi arcani quanti ne indica e prende un cubetto per ogni mana bianco o nero; un sigillo spezzato significa solo meno mana per ora (6.4.1). Tira qui, o tira al tavolo e inserisci le facce.</translation>
    </message>
    <message>
        <source>{name} channels on entering (wave {number})</source>
        <translation>{name} canalizza all&apos;ingresso (ondata {number})</translation>
    </message>
    <message>
        <source>✔ {name} channelled {white} white and {black} black mana: put those cubes on their card</source>
        <translation>✔ {name} ha canalizzato {white} mana bianco e {black} nero: metti quei cubetti sulla sua carta</translation>
    </message>
    <message numerus="yes">
        <source>; %n broken seal(s): no effect now</source>
        <translation>
            <numerusform>; %n sigillo spezzato: nessun effetto per ora</numerusform>
            <numerusform>; %n sigilli spezzati: nessun effetto per ora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n arcane die(s) for {name}</source>
        <translation>
            <numerusform>Tira %n dado arcano per {name}</numerusform>
            <numerusform>Tira %n dadi arcani per {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter these faces</source>
        <translation>Inserisci queste facce</translation>
    </message>
    <message>
        <source>or, rolled at the table:</source>
        <translation>o, tirati al tavolo:</translation>
    </message>
    <message numerus="yes">
        <source>{name}: choose the face of arcane die(s) {dice} ({faces}), as rolled at the table; nothing was entered (6.4.1)</source>
        <translation>
            <numerusform>{name}: scegli la faccia del dado arcano {dice} ({faces}), come tirato al tavolo; nulla è stato inserito (6.4.1)</numerusform>
            <numerusform>{name}: scegli le facce dei dadi arcani {dice} ({faces}), come tirati al tavolo; nulla è stato inserito (6.4.1)</numerusform>
        </translation>
    </message>
    <message>
        <source>the printer took nothing</source>
        <translation>la stampante non ha accettato nulla</translation>
    </message>
    <message>
        <source>the checklists were not printed: {error}</source>
        <translation>le liste di controllo non sono state stampate: {error}</translation>
    </message>
    <message>
        <source>Save the checklists</source>
        <translation>Salva le liste di controllo</translation>
    </message>
</context>
<context>
    <name>CatalogView</name>
    <message>
        <source>&lt;b&gt;Provisional values.&lt;/b&gt; The rulebook prints no card statistics: these are our designs. Correct a set by copying its file into &lt;code&gt;{folder}&lt;/code&gt; (see resources/README.md). Card texts stay in English.</source>
        <translation>&lt;b&gt;Valori provvisori.&lt;/b&gt; Il regolamento non riporta statistiche delle carte: queste sono nostre. Correggi un set copiandone il file in &lt;code&gt;{folder}&lt;/code&gt; (vedi resources/README.md). I testi delle carte restano in inglese.</translation>
    </message>
    <message>
        <source>Search name, ability, keyword… (Ctrl+F)</source>
        <translation>Cerca nome, abilità, parola chiave… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation>Trova una carta</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Tipi</translation>
    </message>
    <message>
        <source>All sets</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Classi</translation>
    </message>
    <message>
        <source>kabbalah {name}</source>
        <translation>cabala {name}</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Livelli</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Livello {level}</translation>
    </message>
    <message>
        <source>All keywords</source>
        <translation>Parole chiave</translation>
    </message>
    <message>
        <source>&lt;b&gt;Skipped data files&lt;/b&gt; (the other sets loaded):&lt;ul&gt;{items}&lt;/ul&gt;</source>
        <translation>&lt;b&gt;File di dati saltati&lt;/b&gt; (gli altri set sono caricati):&lt;ul&gt;{items}&lt;/ul&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n card(s)</source>
        <translation>
            <numerusform>{shown} di %n carta</numerusform>
            <numerusform>{shown} di %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;No card matches these filters.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nessuna carta corrisponde a questi filtri.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>CharactersScreen</name>
    <message>
        <source>Choose the characters (6.4.1)</source>
        <translation>Scegli i personaggi (6.4.1)</translation>
    </message>
    <message>
        <source>What the app said (the latest first)</source>
        <translation>Messaggi dell&apos;app (i più recenti prima)</translation>
    </message>
    <message>
        <source>Followers at the table (5.1.2: the collections between them)</source>
        <translation>Seguaci al tavolo (5.1.2: le collezioni di tutti)</translation>
    </message>
    <message>
        <source>{card}: {held} cards, {taken} taken, {left} left; {feods} feods to hire</source>
        <translation>{card}: {held} carte, {taken} prese, {left} rimaste; {feods} feudi per ingaggiarlo</translation>
    </message>
    <message>
        <source>on the board at the start</source>
        <translation>sul tabellone all&apos;inizio</translation>
    </message>
    <message>
        <source>kept aside for wave {number} (turn {turn})</source>
        <translation>tenuto da parte per l&apos;ondata {number} (turno {turn})</translation>
    </message>
    <message>
        <source>{guild} — {colour}, {feods} feods left</source>
        <translation>{guild} — {colour}, {feods} feudi rimasti</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>all&apos;inizio</translation>
    </message>
    <message>
        <source>wave {number}</source>
        <translation>ondata {number}</translation>
    </message>
    <message>
        <source>Slots: {slots}</source>
        <translation>Slot: {slots}</translation>
    </message>
    <message>
        <source>{used} of {slots} {when}</source>
        <translation>{used} di {slots} {when}</translation>
    </message>
    <message>
        <source>New picks go:</source>
        <translation>Le nuove scelte vanno:</translation>
    </message>
    <message>
        <source>⚖ {card}: wanted by more than one guild: settle it below (5.1.1)</source>
        <translation>⚖ {card}: voluto da più di una gilda: decidete qui sotto (5.1.1)</translation>
    </message>
    <message>
        <source>✘ {card} plays for {guild} in this mission: a mercenary plays once (5.1.1)</source>
        <translation>✘ {card} gioca per {guild} in questa missione: un mercenario gioca una volta sola (5.1.1)</translation>
    </message>
    <message>
        <source>Pick {card} ({guild} has them: 5.1.1)</source>
        <translation>Scegli {card} ({guild} lo possiede: 5.1.1)</translation>
    </message>
    <message>
        <source>Pick {card}</source>
        <translation>Scegli {card}</translation>
    </message>
    <message>
        <source>Pick {card} (guesthouse)</source>
        <translation>Scegli {card} (locanda)</translation>
    </message>
    <message>
        <source>Hire {card}: {feods} feods ({left} left)</source>
        <translation>Ingaggia {card}: {feods} feudi ({left} rimasti)</translation>
    </message>
    <message>
        <source>✔ {card} (comes with the mission: {guild} escorts them; no slot, no feods)</source>
        <translation>✔ {card} (arriva con la missione: {guild} lo scorta; niente slot, niente feudi)</translation>
    </message>
    <message>
        <source>mercenary</source>
        <translation>mercenario</translation>
    </message>
    <message>
        <source>guesthouse follower</source>
        <translation>seguace della locanda</translation>
    </message>
    <message>
        <source>hired for {feods} feods</source>
        <translation>ingaggiato per {feods} feudi</translation>
    </message>
    <message>
        <source>{source}, won at auction for {feods} feods</source>
        <translation>{source}, vinto all&apos;asta per {feods} feudi</translation>
    </message>
    <message>
        <source>{source}, wave {number}</source>
        <translation>{source}, ondata {number}</translation>
    </message>
    <message>
        <source>Unpick</source>
        <translation>Deseleziona</translation>
    </message>
    <message>
        <source>{card} is wanted by more than one guild (5.1.1)</source>
        <translation>{card} è voluto da più di una gilda (5.1.1)</translation>
    </message>
    <message>
        <source>A mercenary plays once in a mission. Settle by fame: the guild with the greater fame takes {card} (only before anyone offers). Or each guild makes one sealed offer of feods: when all have offered, the offers are shown and the higher takes them and pays it (equal offers: the greater fame). Or a guild gives them up (RULINGS.md R-49, R-61).</source>
        <translation>Un mercenario gioca una volta sola in una missione. Decidete per fama: la gilda con più fama prende {card} (solo prima di ogni offerta). Oppure ogni gilda fa un&apos;offerta segreta in feudi: quando tutte hanno offerto, le offerte vengono rivelate e la più alta lo prende e paga (a parità: la fama maggiore). Oppure una gilda vi rinuncia (RULINGS.md R-49, R-61).</translation>
    </message>
    <message>
        <source>Give them up</source>
        <translation>Rinuncia</translation>
    </message>
    <message>
        <source>{guild}: fame {fame}</source>
        <translation>{guild}: fama {fame}</translation>
    </message>
    <message>
        <source>sealed offer made (R-61)</source>
        <translation>offerta segreta fatta (R-61)</translation>
    </message>
    <message>
        <source> feods</source>
        <translation> feudi</translation>
    </message>
    <message>
        <source>Type the offer, then Offer: it stays sealed until all have offered (RULINGS.md R-61)</source>
        <translation>Scrivi l&apos;offerta, poi Offri: resta segreta finché tutti hanno offerto (RULINGS.md R-61)</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offri</translation>
    </message>
    <message>
        <source>Settle by fame</source>
        <translation>Decidi per fama</translation>
    </message>
</context>
<context>
    <name>CityMapView</name>
    <message>
        <source>Map of {city}</source>
        <translation>Mappa di {city}</translation>
    </message>
</context>
<context>
    <name>CityView</name>
    <message>
        <source>Whole city</source>
        <translation>Tutta la città</translation>
    </message>
    <message>
        <source>The whole city at once (Ctrl+0 comes back to readable names)</source>
        <translation>Tutta la città in una volta (Ctrl+0 torna ai nomi leggibili)</translation>
    </message>
    <message>
        <source>Collect all</source>
        <translation>Raccogli tutto</translation>
    </message>
    <message>
        <source>Collect what every spot you hold has yielded (Ctrl+L)</source>
        <translation>Raccogli ciò che ha reso ogni luogo che possiedi (Ctrl+L)</translation>
    </message>
    <message>
        <source>Guild:</source>
        <translation>Gilda:</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Luogo</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Fuori</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Notizie</translation>
    </message>
    <message>
        <source>The city&apos;s undo history could not be read: {error}</source>
        <translation>La cronologia di annullamento della città non è leggibile: {error}</translation>
    </message>
    <message>
        <source>The city cannot be read: {error}</source>
        <translation>La città non è leggibile: {error}</translation>
    </message>
    <message>
        <source>Make a guild in the Guild view first: the city is explored by guilds.</source>
        <translation>Crea prima una gilda nella vista Gilda: la città viene esplorata dalle gilde.</translation>
    </message>
    <message>
        <source>{fame} fame, {feods} feods, {stones} blood stones; {away} of {limit} mercenaries out in the city (the master&apos;s office&apos;s limit, 6.2)</source>
        <translation>{fame} fama, {feods} feudi, {stones} pietre di sangue; {away} di {limit} mercenari fuori in città (il limite dell&apos;ufficio del maestro, 6.2)</translation>
    </message>
    <message>
        <source>{guild}: {fame} fame · {feods} feods · {stones} blood stones · {away} of {limit} mercenaries out in the city</source>
        <translation>{guild}: {fame} fama · {feods} feudi · {stones} pietre di sangue · {away} di {limit} mercenari fuori in città</translation>
    </message>
    <message>
        <source>{guild} is at the table in the mission {mission}: its mercenaries come back and its city changes once the mission is over (6.4, R-126).</source>
        <translation>{guild} è al tavolo nella missione {mission}: i suoi mercenari tornano e la sua città cambia a missione finita (6.4, R-126).</translation>
    </message>
    <message>
        <source>Provisional: the city, its spots and its numbers are the app&apos;s design (resources/city.toml, city_rules.toml; R-48, R-119). Correct them in your data folder. The names of places stay in English.</source>
        <translation>Provvisorio: la città, i suoi luoghi e i suoi numeri sono un progetto dell&apos;app (resources/city.toml, city_rules.toml; R-48, R-119). Correggili nella tua cartella dati. I nomi dei luoghi restano in inglese.</translation>
    </message>
    <message>
        <source>News ({count} new)</source>
        <translation>Notizie ({count} nuove)</translation>
    </message>
    <message>
        <source>Back from the city: {spots}</source>
        <translation>Di ritorno dalla città: {spots}</translation>
    </message>
    <message>
        <source>News from the city: {title}</source>
        <translation>Notizie dalla città: {title}</translation>
    </message>
    <message>
        <source>{news} (see News).</source>
        <translation>{news} (vedi Notizie).</translation>
    </message>
    <message>
        <source>Away ({count})</source>
        <translation>Fuori ({count})</translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation>Non fatto: {error}</translation>
    </message>
    <message>
        <source>Done: {action}</source>
        <translation>Fatto: {action}</translation>
    </message>
    <message>
        <source>a place in {area}</source>
        <translation>un luogo in {area}</translation>
    </message>
    <message>
        <source>Send {who} to explore {place}</source>
        <translation>Manda {who} a esplorare {place}</translation>
    </message>
    <message>
        <source>Send {who} to acquire {place}</source>
        <translation>Manda {who} ad acquisire {place}</translation>
    </message>
    <message>
        <source>the city</source>
        <translation>la città</translation>
    </message>
    <message>
        <source>Recall the mercenaries from {spot}</source>
        <translation>Richiama i mercenari da {spot}</translation>
    </message>
    <message>
        <source>nothing to collect yet: see each spot&apos;s next yield (6.2)</source>
        <translation>ancora nulla da raccogliere: vedi la prossima rendita di ogni luogo (6.2)</translation>
    </message>
    <message>
        <source>every spot held</source>
        <translation>ogni luogo posseduto</translation>
    </message>
    <message>
        <source>Collect from {where}</source>
        <translation>Raccogli da {where}</translation>
    </message>
    <message>
        <source>{amounts} from {spot}</source>
        <translation>{amounts} da {spot}</translation>
    </message>
    <message>
        <source>{spot} yields again from now (your clock was put back, R-166)</source>
        <translation>{spot} rende di nuovo da adesso (l&apos;orologio è stato portato indietro, R-166)</translation>
    </message>
    <message>
        <source>Collected: {what}</source>
        <translation>Raccolto: {what}</translation>
    </message>
    <message>
        <source>the event</source>
        <translation>l&apos;evento</translation>
    </message>
    <message>
        <source>Answer {event}: {answer}</source>
        <translation>Rispondi a {event}: {answer}</translation>
    </message>
</context>
<context>
    <name>DeploymentScreen</name>
    <message>
        <source>Place the miniatures (6.4.1)</source>
        <translation>Piazza le miniature (6.4.1)</translation>
    </message>
    <message>
        <source>{guild} was drawn: they choose the zone and place first; then clockwise</source>
        <translation>È stata sorteggiata {guild}: sceglie la zona e piazza per prima; poi in senso orario</translation>
    </message>
    <message>
        <source>The {dignitary}</source>
        <translation>{dignitary}</translation>
    </message>
    <message>
        <source>{guild} escorts the {dignitary}: pull the card (it comes with the mission, no slot, no feods); the sub-base is {colour} {base}; the {dignitary} is placed in the {zone} zone with their miniatures</source>
        <translation>{guild} scorta {dignitary}: pesca la carta (arriva con la missione, niente slot, niente feudi); la sotto-basetta è {colour} {base}; {dignitary} va piazzato nella zona {zone} con le sue miniature</translation>
    </message>
    <message>
        <source>Choose a deployment zone</source>
        <translation>Scegli una zona di schieramento</translation>
    </message>
    <message>
        <source>{guild}: choose your zone (named on the board)</source>
        <translation>{guild}: scegli la tua zona (indicata sul tabellone)</translation>
    </message>
    <message>
        <source>The {zone} zone</source>
        <translation>La zona {zone}</translation>
    </message>
    <message>
        <source>Place a miniature</source>
        <translation>Piazza una miniatura</translation>
    </message>
    <message>
        <source>{guild} ({colour}, the {zone} zone) places a miniature</source>
        <translation>{guild} ({colour}, zona {zone}) piazza una miniatura</translation>
    </message>
    <message>
        <source>Facing:</source>
        <translation>Orientamento:</translation>
    </message>
    <message>
        <source>Then tap a lit square of your zone on the board.</source>
        <translation>Poi tocca una casella illuminata della tua zona sul tabellone.</translation>
    </message>
    <message>
        <source>Place the optional elements</source>
        <translation>Piazza gli elementi opzionali</translation>
    </message>
    <message>
        <source>{guild}: place a {element}</source>
        <translation>{guild}: piazza {element}</translation>
    </message>
    <message>
        <source>{count} to place: tap a free square outside the other players&apos; zones, off the squares the mission&apos;s events change and never shutting a zone in (RULINGS.md R-51, R-135, R-148).</source>
        <translation>{count} da piazzare: tocca una casella libera fuori dalle zone degli altri giocatori, lontano dalle caselle che gli eventi della missione cambiano e senza mai chiudere una zona (RULINGS.md R-51, R-135, R-148).</translation>
    </message>
    <message>
        <source>Every miniature is placed: tap Start game.</source>
        <translation>Tutte le miniature sono piazzate: tocca Inizia la partita.</translation>
    </message>
    <message>
        <source>{card}: {colour} {base} on {square}, facing {facing}</source>
        <translation>{card}: {colour} {base} su {square}, orientamento {facing}</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Sul tabellone</translation>
    </message>
</context>
<context>
    <name>DormitoryTab</name>
    <message>
        <source>Enlist</source>
        <translation>Arruola</translation>
    </message>
    <message>
        <source>Dismiss…</source>
        <translation>Congeda…</translation>
    </message>
    <message>
        <source>what an injury needs to heal</source>
        <translation>cosa serve per guarire una ferita</translation>
    </message>
    <message>
        <source>Set status</source>
        <translation>Imposta stato</translation>
    </message>
    <message>
        <source>The titles cannot be read: {error}</source>
        <translation>I titoli non sono leggibili: {error}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illeggibile</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ancora nessuna</translation>
    </message>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation>
            <numerusform>%n uccisione</numerusform>
            <numerusform>%n uccisioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission(s) survived</source>
        <translation>
            <numerusform>%n missione sopravvissuta</numerusform>
            <numerusform>%n missioni sopravvissute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objective(s)</source>
        <translation>
            <numerusform>%n obiettivo</numerusform>
            <numerusform>%n obiettivi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dormitory level {level}: {living} of %n slot(s) taken, {per_type} of a type at most</source>
        <translation>
            <numerusform>Dormitorio di livello {level}: {living} di %n slot occupato, al massimo {per_type} per tipo</numerusform>
            <numerusform>Dormitorio di livello {level}: {living} di %n slot occupati, al massimo {per_type} per tipo</numerusform>
        </translation>
    </message>
    <message>
        <source>{title}: no longer in the titles file</source>
        <translation>{title}: non è più nel file dei titoli</translation>
    </message>
    <message>
        <source>Titles and their effects are PROVISIONAL, not in the rulebook: {file}</source>
        <translation>I titoli e i loro effetti sono PROVVISORI, non sono nel regolamento: {file}</translation>
    </message>
    <message>
        <source>Select a mercenary to see their deeds and titles.</source>
        <translation>Seleziona un mercenario per vederne imprese e titoli.</translation>
    </message>
    <message>
        <source>{name}: deeds {deeds}.</source>
        <translation>{name}: imprese {deeds}.</translation>
    </message>
    <message>
        <source>Their titles cannot be read.</source>
        <translation>I suoi titoli non sono leggibili.</translation>
    </message>
    <message>
        <source>Title {title}</source>
        <translation>Titolo {title}</translation>
    </message>
    <message>
        <source>No title yet.</source>
        <translation>Ancora nessun titolo.</translation>
    </message>
    <message>
        <source>Cannot enlist {card}: {fault}</source>
        <translation>Impossibile arruolare {card}: {fault}</translation>
    </message>
    <message>
        <source>Enlist {name}</source>
        <translation>Arruola {name}</translation>
    </message>
    <message>
        <source>Select a mercenary first</source>
        <translation>Seleziona prima un mercenario</translation>
    </message>
    <message>
        <source>Dismiss {name}? {name} leaves the guild; their weapons and codes stay in the guild.</source>
        <translation>Congedare {name}? {name} lascia la gilda; le sue armi e i suoi codici restano alla gilda.</translation>
    </message>
    <message>
        <source>Dismiss {name}</source>
        <translation>Congeda {name}</translation>
    </message>
    <message>
        <source>Set {name}&apos;s status to {status}</source>
        <translation>Imposta lo stato di {name} a {status}</translation>
    </message>
</context>
<context>
    <name>GateTab</name>
    <message>
        <source>the code on the set&apos;s card, e.g. ROG1-…</source>
        <translation>il codice sulla carta del set, es. ROG1-…</translation>
    </message>
    <message>
        <source>Redeem</source>
        <translation>Riscatta</translation>
    </message>
    <message>
        <source>Or paste a whole set file&apos;s text (resources/README.md)</source>
        <translation>Oppure incolla il testo intero di un file di set (resources/README.md)</translation>
    </message>
    <message>
        <source>Add the cards of this text</source>
        <translation>Aggiungi le carte di questo testo</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>A set file&apos;s text</source>
        <translation>Il testo di un file di set</translation>
    </message>
    <message>
        <source>A card from a physical card</source>
        <translation>Una carta da una carta fisica</translation>
    </message>
    <message>
        <source>no set</source>
        <translation>nessun set</translation>
    </message>
    <message numerus="yes">
        <source>{account} owns: {sets} (%n card(s))</source>
        <translation>
            <numerusform>{account} possiede: {sets} (%n carta)</numerusform>
            <numerusform>{account} possiede: {sets} (%n carte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Redeem {code}</source>
        <translation>Riscatta {code}</translation>
    </message>
    <message>
        <source>a custom card</source>
        <translation>una carta personalizzata</translation>
    </message>
    <message>
        <source>Add custom card {names}</source>
        <translation>Aggiungi la carta personalizzata {names}</translation>
    </message>
</context>
<context>
    <name>GlossaryPanel</name>
    <message>
        <source>Rules glossary</source>
        <translation>Glossario delle regole</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Chiudi (Esc)</translation>
    </message>
    <message>
        <source>Search every rule…</source>
        <translation>Cerca in tutte le regole…</translation>
    </message>
    <message>
        <source>Rules glossary (F1) · {about}</source>
        <translation>Glossario delle regole (F1) · {about}</translation>
    </message>
    <message>
        <source>Rules glossary (F1)</source>
        <translation>Glossario delle regole (F1)</translation>
    </message>
</context>
<context>
    <name>GuildFiles</name>
    <message>
        <source>{guild}: guild box check</source>
        <translation>{guild}: verifica della scatola della gilda</translation>
    </message>
    <message>
        <source>Not written: {error}</source>
        <translation>Non scritto: {error}</translation>
    </message>
    <message>
        <source>Wrote the roster to {path}</source>
        <translation>Lista scritta in {path}</translation>
    </message>
    <message>
        <source>{guild} roster</source>
        <translation>Lista di {guild}</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>Non esportata: {error}</translation>
    </message>
    <message>
        <source>Exported {guild} to {path}</source>
        <translation>{guild} esportata in {path}</translation>
    </message>
    <message>
        <source>Export the guild</source>
        <translation>Esporta la gilda</translation>
    </message>
    <message>
        <source>Not imported: {error}</source>
        <translation>Non importata: {error}</translation>
    </message>
    <message>
        <source>Not imported: {guild}: {why}</source>
        <translation>Non importata: {guild}: {why}</translation>
    </message>
    <message>
        <source>Not imported: {source}: nothing was changed</source>
        <translation>Non importata: {source}: nulla è cambiato</translation>
    </message>
    <message>
        <source>This import empties {guild}: {what}.</source>
        <translation>Questa importazione svuota {guild}: {what}.</translation>
    </message>
    <message>
        <source>Imported {guild}</source>
        <translation>{guild} importata</translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation>e altri {count}</translation>
    </message>
    <message>
        <source>… and {count} more changes (Show Details…)</source>
        <translation>… e altre {count} modifiche (Mostra dettagli…)</translation>
    </message>
    <message>
        <source>It empties {guild}: {what}.</source>
        <translation>Svuota {guild}: {what}.</translation>
    </message>
    <message>
        <source>It takes from {guild}: {what}.</source>
        <translation>Toglie a {guild}: {what}.</translation>
    </message>
    <message>
        <source>{plan}

Import it?</source>
        <translation>{plan}

Importarla?</translation>
    </message>
    <message>
        <source>Guild</source>
        <translation>Gilda</translation>
    </message>
    <message>
        <source>Make a guild first (New guild…): it is what you bring</source>
        <translation>Crea prima una gilda (Nuova gilda…): è ciò che porti</translation>
    </message>
    <message>
        <source>Name of the guild to import:</source>
        <translation>Nome della gilda da importare:</translation>
    </message>
    <message>
        <source>Import a guild</source>
        <translation>Importa una gilda</translation>
    </message>
</context>
<context>
    <name>GuildView</name>
    <message>
        <source>New guild…</source>
        <translation>Nuova gilda…</translation>
    </message>
    <message>
        <source>Roster…</source>
        <translation>Lista…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Unisciti a un tavolo…</translation>
    </message>
    <message>
        <source>Bring this guild to a table shared on the network; take its results home</source>
        <translation>Porta questa gilda a un tavolo condiviso in rete; riporta a casa i suoi risultati</translation>
    </message>
    <message>
        <source>Print the guild box check (6.3) as PDF or PNG</source>
        <translation>Stampa la verifica della scatola della gilda (6.3) come PDF o PNG</translation>
    </message>
    <message>
        <source>Guild:</source>
        <translation>Gilda:</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>All&apos;apertura</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Panoramica</translation>
    </message>
    <message>
        <source>Dormitory</source>
        <translation>Dormitorio</translation>
    </message>
    <message>
        <source>Armory</source>
        <translation>Armeria</translation>
    </message>
    <message>
        <source>Arcane library</source>
        <translation>Biblioteca arcana</translation>
    </message>
    <message>
        <source>Pantheon</source>
        <translation>Pantheon</translation>
    </message>
    <message>
        <source>Guesthouse</source>
        <translation>Locanda</translation>
    </message>
    <message>
        <source>City Gate</source>
        <translation>Porta della Città</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missioni</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>&lt;i&gt;Building costs, limits and prices are provisional (resources/guild.toml). Card and building names stay in English.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Costi, limiti e prezzi degli edifici sono provvisori (resources/guild.toml). I nomi di carte ed edifici restano in inglese.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>The guilds&apos; undo history could not be read: {error}</source>
        <translation>La cronologia di annullamento delle gilde non è leggibile: {error}</translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) is read at the next start: {error}</source>
        <translation>La cronologia di annullamento della versione precedente ({file}) sarà letta al prossimo avvio: {error}</translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) could not be read: {error}; the guilds are as they were, their Undo starts empty.</source>
        <translation>La cronologia di annullamento della versione precedente ({file}) non è leggibile: {error}; le gilde sono come erano, il loro Annulla riparte da vuoto.</translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) could not be read: {error}; the guilds are as they were, their Undo starts empty. The file is kept, unchanged, as {kept}.</source>
        <translation>La cronologia di annullamento della versione precedente ({file}) non è leggibile: {error}; le gilde sono come erano, il loro Annulla riparte da vuoto. Il file è conservato, invariato, come {kept}.</translation>
    </message>
    <message numerus="yes">
        <source>The undo history of the version before (%n guild action(s)) is kept in the database now: Undo goes on from where it stood.</source>
        <translation>
            <numerusform>La cronologia di annullamento della versione precedente (%n azione di gilda) ora è nel database: Annulla riprende da dove era.</numerusform>
            <numerusform>La cronologia di annullamento della versione precedente (%n azioni di gilda) ora è nel database: Annulla riprende da dove era.</numerusform>
        </translation>
    </message>
    <message>
        <source>a mercenary</source>
        <translation>un mercenario</translation>
    </message>
    <message>
        <source>Guild</source>
        <translation>Gilda</translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation>Non fatto: {error}</translation>
    </message>
    <message>
        <source>Done: {action}</source>
        <translation>Fatto: {action}</translation>
    </message>
    <message>
        <source>New guild</source>
        <translation>Nuova gilda</translation>
    </message>
    <message>
        <source>Name of the guild:</source>
        <translation>Nome della gilda:</translation>
    </message>
    <message>
        <source>Colour of its bases:</source>
        <translation>Colore delle sue basette:</translation>
    </message>
    <message>
        <source>Player account:</source>
        <translation>Account del giocatore:</translation>
    </message>
    <message>
        <source>Done: new guild {name}</source>
        <translation>Fatto: nuova gilda {name}</translation>
    </message>
    <message>
        <source>Not shown: {error}</source>
        <translation>Non mostrato: {error}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{colour}&lt;/b&gt; · fame &lt;b&gt;{fame}&lt;/b&gt; · feods &lt;b&gt;{feods}&lt;/b&gt; · blood stones &lt;b&gt;{stones}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{colour}&lt;/b&gt; · fama &lt;b&gt;{fame}&lt;/b&gt; · feudi &lt;b&gt;{feods}&lt;/b&gt; · pietre di sangue &lt;b&gt;{stones}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message>
        <source>Hints at this table</source>
        <translation>Suggerimenti a questo tavolo</translation>
    </message>
    <message>
        <source>Kept for this table&apos;s guilds; key {key} shows them for one action</source>
        <translation>Ricordato per le gilde di questo tavolo; il tasto {key} li mostra per un&apos;azione</translation>
    </message>
    <message>
        <source>Best: kill chance</source>
        <translation>Per letalità</translation>
    </message>
    <message>
        <source>Best: damage</source>
        <translation>Per danni</translation>
    </message>
    <message>
        <source>The attacks sorted by this, best first</source>
        <translation>Gli attacchi ordinati per questo, i migliori prima</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attacchi</translation>
    </message>
    <message>
        <source>Threats</source>
        <translation>Minacce</translation>
    </message>
    <message>
        <source>Hints are off at this table. Key {key}: the hints for one action.</source>
        <translation>I suggerimenti sono disattivati a questo tavolo. Tasto {key}: i suggerimenti per un&apos;azione.</translation>
    </message>
    <message>
        <source>Select a character: his attacks and who threatens him.</source>
        <translation>Seleziona un personaggio: i suoi attacchi e chi lo minaccia.</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Calcolo delle probabilità…</translation>
    </message>
    <message>
        <source>No attack he could make this phase.</source>
        <translation>Nessun attacco possibile in questa fase.</translation>
    </message>
    <message>
        <source>Attacks ({n})</source>
        <translation>Attacchi ({n})</translation>
    </message>
    <message>
        <source>Threats ({n})</source>
        <translation>Minacce ({n})</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>Not shown: {error}</source>
        <translation>Non mostrato: {error}</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Unisciti a un tavolo</translation>
    </message>
    <message>
        <source>the join token the host&apos;s screen shows</source>
        <translation>il token di accesso mostrato sullo schermo dell&apos;host</translation>
    </message>
    <message>
        <source>Table&apos;s address:</source>
        <translation>Indirizzo del tavolo:</translation>
    </message>
    <message>
        <source>Join token:</source>
        <translation>Token di accesso:</translation>
    </message>
    <message>
        <source>Your guild:</source>
        <translation>La tua gilda:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unisciti</translation>
    </message>
    <message>
        <source>Take the results home</source>
        <translation>Riporta a casa i risultati</translation>
    </message>
    <message>
        <source>Play its seat on your phone or in a browser:</source>
        <translation>Gioca il suo posto sul telefono o in un browser:</translation>
    </message>
    <message>
        <source>Type the address and the join token the host&apos;s &apos;Share the table…&apos; shows (or paste the address its demloc serve prints). Your guild is seated from this computer; nothing of it changes here until you take the results home.</source>
        <translation>Scrivi l&apos;indirizzo e il token di accesso che mostra &apos;Condividi il tavolo…&apos; dell&apos;host (o incolla l&apos;indirizzo stampato dal suo demloc serve). La tua gilda siede da questo computer; qui non cambia nulla finché non riporti a casa i risultati.</translation>
    </message>
    <message>
        <source>Not joined: {error}</source>
        <translation>Non unito: {error}</translation>
    </message>
    <message>
        <source>Joining {address} with {guild}…</source>
        <translation>Connessione a {address} con {guild}…</translation>
    </message>
    <message>
        <source>Joined, but the seat was not kept for the results: {error}</source>
        <translation>Unito, ma il posto non è stato conservato per i risultati: {error}</translation>
    </message>
    <message>
        <source>{guild} is at the table as {colour}. Scan the code with your phone to play its seat there; once the host has written the results, take them home here.</source>
        <translation>{guild} è al tavolo come {colour}. Inquadra il codice col telefono per giocare lì il suo posto; quando l&apos;host ha scritto i risultati, riportali a casa qui.</translation>
    </message>
    <message>
        <source>Asking the table for the results…</source>
        <translation>Richiesta dei risultati al tavolo…</translation>
    </message>
    <message>
        <source>Not taken home: {error}</source>
        <translation>Non riportati a casa: {error}</translation>
    </message>
</context>
<context>
    <name>KeeperTab</name>
    <message>
        <source>Enlist permanently</source>
        <translation>Arruola in modo permanente</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Assign to</source>
        <translation>Assegna a</translation>
    </message>
    <message>
        <source>Choose one in the list below and press {button} ({price}).</source>
        <translation>Scegline uno nella lista qui sotto e premi {button} ({price}).</translation>
    </message>
    <message>
        <source>Select a card in the list first</source>
        <translation>Seleziona prima una carta nella lista</translation>
    </message>
    <message>
        <source>a code</source>
        <translation>un codice</translation>
    </message>
    <message>
        <source>Assign {code} to {mercenary}</source>
        <translation>Assegna {code} a {mercenary}</translation>
    </message>
</context>
<context>
    <name>LedgerTab</name>
    <message>
        <source>Filter by reason…</source>
        <translation>Filtra per causale…</translation>
    </message>
    <message>
        <source>Which lines: every change, or those that change one purse</source>
        <translation>Quali righe: ogni modifica, o quelle che cambiano una sola borsa</translation>
    </message>
    <message>
        <source>The lines that name a mission the guild played</source>
        <translation>Le righe che nominano una missione giocata dalla gilda</translation>
    </message>
    <message>
        <source>from the first day</source>
        <translation>primo giorno</translation>
    </message>
    <message>
        <source>to this day</source>
        <translation>oggi</translation>
    </message>
    <message>
        <source>The first day of the lines shown (UTC)</source>
        <translation>Il primo giorno delle righe mostrate (UTC)</translation>
    </message>
    <message>
        <source>The last day of the lines shown (UTC)</source>
        <translation>L&apos;ultimo giorno delle righe mostrate (UTC)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message numerus="yes">
        <source>{count} line(s)</source>
        <translation>
            <numerusform>{count} riga</numerusform>
            <numerusform>{count} righe</numerusform>
        </translation>
    </message>
    <message>
        <source>{lines} · fame {fame} · feods {feods} · blood stones {stones}</source>
        <translation>{lines} · fama {fame} · feudi {feods} · pietre di sangue {stones}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Opening the cards and the guilds&apos; database…</source>
        <translation>Apertura del database di carte e gilde…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Mission</source>
        <translation>Mi&amp;ssione</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Share the table…</source>
        <translation>&amp;Condividi il tavolo…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Rules &amp;reference</source>
        <translation>&amp;Riferimento regole</translation>
    </message>
    <message>
        <source>In the tracker: the glossary at the keyword, effect or action pointed at or selected; elsewhere the Rules view at the section of what is selected</source>
        <translation>Nel tracker: il glossario alla parola chiave, effetto o azione indicata o selezionata; altrove la vista Regole alla sezione di ciò che è selezionato</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>Sharing the table needs the guilds&apos; database</source>
        <translation>Per condividere il tavolo serve il database delle gilde</translation>
    </message>
    <message>
        <source>{sets}, {cards}</source>
        <translation>{sets}, {cards}</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <translation>
            <numerusform>%n set</numerusform>
            <numerusform>%n set</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} (provisional values)</source>
        <translation>{summary} (valori provvisori)</translation>
    </message>
    <message>
        <source>Catalog: {summary}</source>
        <translation>Catalogo: {summary}</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n data file(s) skipped: see Catalog (Ctrl+5)</source>
        <translation>
            <numerusform>⚠ %n file di dati saltato: vedi Catalogo (Ctrl+5)</numerusform>
            <numerusform>⚠ %n file di dati saltati: vedi Catalogo (Ctrl+5)</numerusform>
        </translation>
    </message>
    <message>
        <source>Database: {where}</source>
        <translation>Database: {where}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Informazioni su {app}</translation>
    </message>
    <message>
        <source>The companion app for the DemLoc miniatures skirmish game. Card values are provisional designs: the rulebook prints none.</source>
        <translation>L&apos;app di accompagnamento per DemLoc, il gioco di schermaglie con miniature. I valori delle carte sono progetti provvisori: il regolamento non ne riporta.</translation>
    </message>
</context>
<context>
    <name>MapScreen</name>
    <message>
        <source>Build the map: {mission}</source>
        <translation>Costruisci la mappa: {mission}</translation>
    </message>
    <message>
        <source>Tap a step to see it lit on the map. The steps stay in English.</source>
        <translation>Tocca un passo per vederlo illuminato sulla mappa. I passi restano in inglese.</translation>
    </message>
    <message>
        <source>Take from the box</source>
        <translation>Prendi dalla scatola</translation>
    </message>
    <message>
        <source>• {count} × {kind} token</source>
        <translation>• {count} × segnalino {kind}</translation>
    </message>
    <message>
        <source>More than the box has: {what}</source>
        <translation>Più di quanti ne ha la scatola: {what}</translation>
    </message>
    <message>
        <source>Optional elements</source>
        <translation>Elementi opzionali</translation>
    </message>
    <message>
        <source>Each player takes them now and places them in the deployment (6.4.1).</source>
        <translation>Ogni giocatore li prende ora e li piazza durante lo schieramento (6.4.1).</translation>
    </message>
    <message>
        <source>None in this mission.</source>
        <translation>Nessuno in questa missione.</translation>
    </message>
</context>
<context>
    <name>MiniaturesScreen</name>
    <message>
        <source>Choose the miniatures (5.2)</source>
        <translation>Scegli le miniature (5.2)</translation>
    </message>
    <message>
        <source>Each character gets a sub-base of their guild&apos;s colour with a number of its own (suggested; change it if your bases differ) and a miniature of the category their card shows.</source>
        <translation>Ogni personaggio riceve una sotto-basetta del colore della sua gilda con un proprio numero (suggerito; cambialo se le tue basette sono diverse) e una miniatura della categoria indicata dalla sua carta.</translation>
    </message>
    <message>
        <source>Sub-base</source>
        <translation>Sotto-basetta</translation>
    </message>
    <message>
        <source>Miniature</source>
        <translation>Miniatura</translation>
    </message>
    <message>
        <source>a {category}</source>
        <translation>{category}</translation>
    </message>
    <message>
        <source>Use a {category} miniature</source>
        <translation>Usa una miniatura {category}</translation>
    </message>
</context>
<context>
    <name>MissionView</name>
    <message>
        <source>Start a new set-up</source>
        <translation>Inizia una nuova preparazione</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>Past missions (F6)</source>
        <translation>Missioni passate (F6)</translation>
    </message>
    <message>
        <source>Replay a mission played before, turn by turn (F6)</source>
        <translation>Rivedi una missione già giocata, turno per turno (F6)</translation>
    </message>
    <message>
        <source>Still needed: {needs}</source>
        <translation>Manca ancora: {needs}</translation>
    </message>
    <message>
        <source>Start game ▶</source>
        <translation>Inizia la partita ▶</translation>
    </message>
</context>
<context>
    <name>MissionsTab</name>
    <message>
        <source>Filter by mission or result…</source>
        <translation>Filtra per missione o risultato…</translation>
    </message>
    <message>
        <source>from the first day</source>
        <translation>primo giorno</translation>
    </message>
    <message>
        <source>to this day</source>
        <translation>oggi</translation>
    </message>
    <message>
        <source>The first day of the missions shown (UTC)</source>
        <translation>Il primo giorno delle missioni mostrate (UTC)</translation>
    </message>
    <message>
        <source>The last day of the missions shown (UTC)</source>
        <translation>L&apos;ultimo giorno delle missioni mostrate (UTC)</translation>
    </message>
    <message>
        <source>Select a mission to read its report</source>
        <translation>Seleziona una missione per leggerne il resoconto</translation>
    </message>
    <message>
        <source>No mission played yet: the history fills as missions end.</source>
        <translation>Nessuna missione ancora giocata: la cronologia si riempie man mano che le missioni finiscono.</translation>
    </message>
    <message>
        <source>Save the report as PDF…</source>
        <translation>Salva il resoconto come PDF…</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message numerus="yes">
        <source>{count} mission(s)</source>
        <translation>
            <numerusform>{count} missione</numerusform>
            <numerusform>{count} missioni</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a mission first</source>
        <translation>Seleziona prima una missione</translation>
    </message>
    <message>
        <source>Save the report of {mission} as a PDF for the guild&apos;s binder (6.3)</source>
        <translation>Salva il resoconto di {mission} come PDF per il raccoglitore della gilda (6.3)</translation>
    </message>
    <message>
        <source>The report of {mission} cannot be read</source>
        <translation>Il resoconto di {mission} non è leggibile</translation>
    </message>
    <message>
        <source>No report was kept for this mission</source>
        <translation>Nessun resoconto conservato per questa missione</translation>
    </message>
    <message>
        <source>Save the mission report</source>
        <translation>Salva il resoconto della missione</translation>
    </message>
    <message>
        <source>{mission} report</source>
        <translation>Resoconto di {mission}</translation>
    </message>
    <message>
        <source>Not written: select a mission with a report first</source>
        <translation>Non scritto: seleziona prima una missione con un resoconto</translation>
    </message>
    <message>
        <source>Not written: the PDF report cannot be made ({error})</source>
        <translation>Non scritto: impossibile creare il resoconto PDF ({error})</translation>
    </message>
    <message>
        <source>Not written: {error}</source>
        <translation>Non scritto: {error}</translation>
    </message>
    <message>
        <source>Wrote the report of {mission} to {path}</source>
        <translation>Resoconto di {mission} scritto in {path}</translation>
    </message>
</context>
<context>
    <name>ModeScreen</name>
    <message>
        <source>How is this mission played? (6.4)</source>
        <translation>Come si gioca questa missione? (6.4)</translation>
    </message>
    <message>
        <source>Training: nothing about your guilds will change</source>
        <translation>Addestramento: nulla delle vostre gilde cambierà</translation>
    </message>
    <message>
        <source>Standard: control spots, fame and feods are at stake</source>
        <translation>Standard: in palio punti di controllo, fama e feudi</translation>
    </message>
    <message>
        <source>{mission} — kind of mission: {kind}</source>
        <translation>{mission} — tipo di missione: {kind}</translation>
    </message>
</context>
<context>
    <name>NewsList</name>
    <message>
        <source>Show on the map</source>
        <translation>Mostra sulla mappa</translation>
    </message>
</context>
<context>
    <name>ObjectiveScreen</name>
    <message>
        <source>A provisional mission: the rulebook prints none. Its texts stay in English.</source>
        <translation>Una missione provvisoria: il regolamento non ne riporta. I suoi testi restano in inglese.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>No turn limit: play until the objective is reached.</source>
        <translation>Nessun limite di turni: si gioca finché l&apos;obiettivo è raggiunto.</translation>
    </message>
    <message>
        <source>The turn limit is kept hidden: the app will say when (7).</source>
        <translation>Il limite di turni resta nascosto: l&apos;app dirà quando (7).</translation>
    </message>
    <message>
        <source>The mission ends after turn {turn}.</source>
        <translation>La missione termina dopo il turno {turn}.</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Regole speciali</translation>
    </message>
    <message>
        <source>Waves and events</source>
        <translation>Ondate ed eventi</translation>
    </message>
    <message numerus="yes">
        <source>Wave {number}: turn {turn}, %n slot(s). {text}</source>
        <translation>
            <numerusform>Ondata {number}: turno {turn}, %n slot. {text}</numerusform>
            <numerusform>Ondata {number}: turno {turn}, %n slot. {text}</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn}: {text}</source>
        <translation>Turno {turn}: {text}</translation>
    </message>
    <message>
        <source>Rewards</source>
        <translation>Ricompense</translation>
    </message>
    <message>
        <source>Training: no reward, no fame or feods gained or lost (6.4).</source>
        <translation>Addestramento: nessuna ricompensa, nessuna fama o feudo guadagnato o perso (6.4).</translation>
    </message>
    <message>
        <source>The winner: {fame} fame, {feods} feods; the others: {others_fame} fame, {others_feods} feods.</source>
        <translation>Il vincitore: {fame} fama, {feods} feudi; gli altri: {others_fame} fama, {others_feods} feudi.</translation>
    </message>
</context>
<context>
    <name>OverviewTab</name>
    <message>
        <source>Building</source>
        <translation>Edificio</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Next level costs</source>
        <translation>Prossimo livello costa</translation>
    </message>
    <message>
        <source>Needs fame</source>
        <translation>Fama richiesta</translation>
    </message>
    <message>
        <source>Next level gives</source>
        <translation>Prossimo livello dà</translation>
    </message>
    <message>
        <source>Upgrade the selected building</source>
        <translation>Migliora l&apos;edificio selezionato</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buildings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Edifici&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent ledger&lt;/b&gt;</source>
        <translation>&lt;b&gt;Registro recente&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{feods} feods</source>
        <translation>{feods} feudi</translation>
    </message>
    <message>
        <source>highest level</source>
        <translation>livello massimo</translation>
    </message>
    <message>
        <source>Select a building first</source>
        <translation>Seleziona prima un edificio</translation>
    </message>
    <message>
        <source>Upgrade the {building} to level {level} for {cost} feods (you have {feods})?

At level {level}: {gains}.</source>
        <translation>Migliorare {building} al livello {level} per {cost} feudi (ne hai {feods})?

Al livello {level}: {gains}.</translation>
    </message>
    <message>
        <source>Upgrade the {building}</source>
        <translation>Migliora {building}</translation>
    </message>
</context>
<context>
    <name>PlaceholderView</name>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Not built yet.&lt;/i&gt; This view will hold:&lt;/p&gt;&lt;p&gt;{promise}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Non ancora realizzata.&lt;/i&gt; Questa vista conterrà:&lt;/p&gt;&lt;p&gt;{promise}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Benvenuto</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Aggiungi un giocatore</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Welcome to DemLoc Companion</source>
        <translation>Benvenuto in DemLoc Companion</translation>
    </message>
    <message>
        <source>A new player</source>
        <translation>Un nuovo giocatore</translation>
    </message>
    <message>
        <source>Make your player account and your first guild from the code card of your Basic Guild Set (rules 4 and 6.2). Nothing is made before you press Create.</source>
        <translation>Crea il tuo account giocatore e la tua prima gilda dalla carta codice del tuo Basic Guild Set (regole 4 e 6.2). Nulla viene creato prima di premere Crea.</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>Il tuo &amp;nome</translation>
    </message>
    <message>
        <source>Your &amp;code card</source>
        <translation>La tua &amp;carta codice</translation>
    </message>
    <message>
        <source>The codes of the Rise of Guilds box (provisional until the printed cards&apos; codes are known). Tap a code card&apos;s code to use it:</source>
        <translation>I codici della scatola Rise of Guilds (provvisori finché non si conoscono i codici delle carte stampate). Tocca il codice di una carta codice per usarlo:</translation>
    </message>
    <message>
        <source>The codes of the Rise of Guilds box. Tap a code card&apos;s code to use it:</source>
        <translation>I codici della scatola Rise of Guilds. Tocca il codice di una carta codice per usarlo:</translation>
    </message>
    <message>
        <source>The box&apos;s other codes, for the City Gate once your guild is made:</source>
        <translation>Gli altri codici della scatola, per la Porta della Città una volta creata la gilda:</translation>
    </message>
    <message>
        <source>Your guild</source>
        <translation>La tua gilda</translation>
    </message>
    <message>
        <source>A new guild starts with its buildings at level 1 and its starting purse; its bases take its colour at the table (rule 4).</source>
        <translation>Una nuova gilda inizia con gli edifici al livello 1 e la sua borsa iniziale; al tavolo le sue basette prendono il suo colore (regola 4).</translation>
    </message>
    <message>
        <source>&amp;Name of your guild</source>
        <translation>&amp;Nome della tua gilda</translation>
    </message>
    <message>
        <source>Colour of its bases</source>
        <translation>Colore delle sue basette</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Crea</translation>
    </message>
    <message>
        <source>Create makes the account of {player}, enters the set of code {code} in it, and makes the guild.</source>
        <translation>Premendo Crea si apre l&apos;account di {player}, vi si inserisce il set del codice {code} e si crea la gilda.</translation>
    </message>
    <message>
        <source>Cannot go on: {reason}</source>
        <translation>Impossibile proseguire: {reason}</translation>
    </message>
    <message>
        <source>Give your guild a name.</source>
        <translation>Dai un nome alla tua gilda.</translation>
    </message>
    <message>
        <source>Choose the colour of your guild&apos;s bases.</source>
        <translation>Scegli il colore delle basette della tua gilda.</translation>
    </message>
    <message>
        <source>Not made: {reason}</source>
        <translation>Non creato: {reason}</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>the guilds cannot be read: {error}</source>
        <translation>le gilde non sono leggibili: {error}</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Missione</translation>
    </message>
    <message>
        <source>Choose a mission…</source>
        <translation>Scegli una missione…</translation>
    </message>
    <message>
        <source>{mission} ({counts} players)</source>
        <translation>{mission} ({counts} giocatori)</translation>
    </message>
    <message>
        <source>At the table (clockwise)</source>
        <translation>Al tavolo (in senso orario)</translation>
    </message>
    <message>
        <source>No guild yet: add 2 to 4 guilds above (6.4).</source>
        <translation>Ancora nessuna gilda: aggiungi da 2 a 4 gilde qui sopra (6.4).</translation>
    </message>
    <message>
        <source>{guild} — from a guild file, for this mission only</source>
        <translation>{guild} — da un file di gilda, solo per questa missione</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Guilds on this computer</source>
        <translation>Gilde su questo computer</translation>
    </message>
    <message>
        <source>{guild} — account {account}</source>
        <translation>{guild} — account {account}</translation>
    </message>
    <message>
        <source>{guild} — from a file</source>
        <translation>{guild} — da un file</translation>
    </message>
    <message>
        <source>Bring a guild file…</source>
        <translation>Porta un file di gilda…</translation>
    </message>
    <message>
        <source>Each player needs a guild: make one in the Guild view (Ctrl+1, New guild), or bring a guild file exported on another computer.</source>
        <translation>Ogni giocatore ha bisogno di una gilda: creane una nella vista Gilda (Ctrl+1, Nuova gilda), o porta un file di gilda esportato da un altro computer.</translation>
    </message>
    <message>
        <source>Bring a guild file</source>
        <translation>Porta un file di gilda</translation>
    </message>
    <message>
        <source>DemLoc guild files (*.json);;All files (*)</source>
        <translation>File di gilda DemLoc (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Bring {guild_s} guild file to play the mission</source>
        <translation>Porta il file di gilda di {guild_s} per giocare la missione</translation>
    </message>
    <message>
        <source>{guild} came to the table on a guild file: bring that file again to play the mission (a guest&apos;s file is read only when it is picked, R-159)</source>
        <translation>{guild} è arrivata al tavolo con un file di gilda: porta di nuovo quel file per giocare la missione (il file di un ospite viene letto solo quando viene scelto, R-159)</translation>
    </message>
    <message>
        <source>{path}: guild: {found} as in this file is not {seated} as seated at the table: bring the file it came on</source>
        <translation>{path}: la gilda {found} di questo file non è {seated} seduta al tavolo: porta il file con cui è arrivata</translation>
    </message>
</context>
<context>
    <name>RaffleScreen</name>
    <message>
        <source>The control spot at stake (6.4.1)</source>
        <translation>Il punto di controllo in palio (6.4.1)</translation>
    </message>
    <message>
        <source>One of the city&apos;s control spots is drawn: a free one, or one held by a guild at this table. The winner takes it.</source>
        <translation>Si sorteggia uno dei punti di controllo della città: uno libero, o uno tenuto da una gilda a questo tavolo. Il vincitore lo prende.</translation>
    </message>
    <message>
        <source>Draw the control spot</source>
        <translation>Sorteggia il punto di controllo</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Sorteggiato</translation>
    </message>
    <message>
        <source>{kind} of {area}</source>
        <translation>{kind} di {area}</translation>
    </message>
    <message>
        <source>Held by {guild}: they defend it</source>
        <translation>Tenuto da {guild}: lo difende</translation>
    </message>
    <message>
        <source>Free: no guild holds it</source>
        <translation>Libero: nessuna gilda lo tiene</translation>
    </message>
    <message>
        <source>Undo to draw again.</source>
        <translation>Annulla per sorteggiare di nuovo.</translation>
    </message>
</context>
<context>
    <name>ReadyScreen</name>
    <message>
        <source>{guild} plays first in turn 1, by lot (7)</source>
        <translation>{guild} gioca per prima nel turno 1, a sorte (7)</translation>
    </message>
    <message>
        <source>The mission as it starts (the app keeps it for the game)</source>
        <translation>La missione all&apos;inizio (l&apos;app la conserva per la partita)</translation>
    </message>
    <message>
        <source>Mission: {mission} ({mode})</source>
        <translation>Missione: {mission} ({mode})</translation>
    </message>
    <message>
        <source>At stake: {spot}</source>
        <translation>In palio: {spot}</translation>
    </message>
    <message>
        <source>Guilds: {guilds}</source>
        <translation>Gilde: {guilds}</translation>
    </message>
    <message>
        <source>{fighters} characters on the board, {aside} kept aside for the waves</source>
        <translation>{fighters} personaggi sul tabellone, {aside} tenuti da parte per le ondate</translation>
    </message>
    <message>
        <source>Feods for hires and auctions: {costs}; charged when the results are written (R-130)</source>
        <translation>Feudi per ingaggi e aste: {costs}; addebitati quando si scrivono i risultati (R-130)</translation>
    </message>
    <message>
        <source>No feods to pay: no follower hired, no auction.</source>
        <translation>Nessun feudo da pagare: nessun seguace ingaggiato, nessuna asta.</translation>
    </message>
    <message>
        <source>Training: no guild pays or gains anything: the hires and auctions ({costs}) are not charged (R-50, R-130).</source>
        <translation>Addestramento: nessuna gilda paga o guadagna nulla: ingaggi e aste ({costs}) non vengono addebitati (R-50, R-130).</translation>
    </message>
    <message>
        <source>Training: no guild pays or gains anything (R-50, R-130).</source>
        <translation>Addestramento: nessuna gilda paga o guadagna nulla (R-50, R-130).</translation>
    </message>
    <message>
        <source>Wave {number} on turn {turn}: {count} characters</source>
        <translation>Ondata {number} al turno {turn}: {count} personaggi</translation>
    </message>
    <message>
        <source>Begin turn 1: the tracker follows every turn, saved as it happens</source>
        <translation>Inizia il turno 1: il tracker segue ogni turno, salvato man mano</translation>
    </message>
    <message>
        <source>Back returns to the deployment, every miniature kept.</source>
        <translation>Indietro torna allo schieramento, con tutte le miniature.</translation>
    </message>
    <message>
        <source>Prepare another mission</source>
        <translation>Prepara un&apos;altra missione</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>The language changes at the next start. The rules reference, the cards&apos; texts and the names from the game&apos;s data files stay in English.</source>
        <translation>La lingua cambia al prossimo avvio. Il riferimento regole, i testi delle carte e i nomi dai file di dati del gioco restano in inglese.</translation>
    </message>
</context>
<context>
    <name>SetupController</name>
    <message>
        <source>the set-up could not be read again: {error}</source>
        <translation>impossibile rileggere la preparazione: {error}</translation>
    </message>
    <message>
        <source>this set-up cannot go on: start a new one</source>
        <translation>questa preparazione non può proseguire: iniziane una nuova</translation>
    </message>
    <message>
        <source>the step</source>
        <translation>il passo</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nulla da annullare</translation>
    </message>
    <message>
        <source>the undo</source>
        <translation>l&apos;annullamento</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nulla da ripetere</translation>
    </message>
    <message>
        <source>the redo</source>
        <translation>il ripristino</translation>
    </message>
    <message>
        <source>{what} was not saved: another window changed this set-up, shown now</source>
        <translation>{what} non salvato: un&apos;altra finestra ha cambiato questa preparazione, ora mostrata</translation>
    </message>
    <message>
        <source>{what} was not saved: {error}</source>
        <translation>{what} non salvato: {error}</translation>
    </message>
</context>
<context>
    <name>ShareControls</name>
    <message>
        <source>The table is shared: who is connected, the code ({key})</source>
        <translation>Il tavolo è condiviso: chi è connesso, il codice ({key})</translation>
    </message>
    <message>
        <source>Share…</source>
        <translation>Condividi…</translation>
    </message>
    <message>
        <source>Shared: {count}</source>
        <translation>Condiviso: {count}</translation>
    </message>
    <message>
        <source>Share the table: players join from their phones and laptops</source>
        <translation>Condividi il tavolo: i giocatori si uniscono da telefoni e portatili</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n dispositivo</numerusform>
            <numerusform>%n dispositivi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share the table</source>
        <translation>Condividi il tavolo</translation>
    </message>
    <message>
        <source>Scan the code with a phone&apos;s camera, or type the address in a browser on the same network and give the token.</source>
        <translation>Inquadra il codice con la fotocamera di un telefono, o scrivi l&apos;indirizzo in un browser sulla stessa rete e fornisci il token.</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>Join token</source>
        <translation>Token di accesso</translation>
    </message>
    <message>
        <source>New token</source>
        <translation>Nuovo token</translation>
    </message>
    <message>
        <source>A new join token: the old one admits no more devices (R-190)</source>
        <translation>Un nuovo token di accesso: il vecchio non ammette più dispositivi (R-190)</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Smetti di condividere</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>The table stays shared; the status bar says so (Esc)</source>
        <translation>Il tavolo resta condiviso; lo dice la barra di stato (Esc)</translation>
    </message>
    <message>
        <source>Share again</source>
        <translation>Condividi di nuovo</translation>
    </message>
    <message>
        <source>Shared: {mission}</source>
        <translation>Condiviso: {mission}</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n dispositivo</numerusform>
            <numerusform>%n dispositivi</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shared: no device can join.</source>
        <translation>Non condiviso: nessun dispositivo può unirsi.</translation>
    </message>
</context>
<context>
    <name>SpotPanel</name>
    <message>
        <source>{feods} feods</source>
        <translation>{feods} feudi</translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies) injured</source>
        <translation>
            <numerusform>%n mercenario ferito</numerusform>
            <numerusform>%n mercenari feriti</numerusform>
        </translation>
    </message>
    <message>
        <source>{hours} h before trying again</source>
        <translation>{hours} h prima di riprovare</translation>
    </message>
    <message>
        <source>If it fails: nothing lost.</source>
        <translation>Se fallisce: nulla perso.</translation>
    </message>
    <message>
        <source>If it fails: {costs}.</source>
        <translation>Se fallisce: {costs}.</translation>
    </message>
    <message>
        <source>Send ready mercenaries:</source>
        <translation>Manda mercenari pronti:</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Manda</translation>
    </message>
    <message>
        <source>Recall them (nothing gained)</source>
        <translation>Richiamali (nulla guadagnato)</translation>
    </message>
    <message>
        <source>Collect</source>
        <translation>Raccogli</translation>
    </message>
    <message>
        <source>Choose a control spot on the map</source>
        <translation>Scegli un punto di controllo sulla mappa</translation>
    </message>
    <message>
        <source>Tap a spot, or press Tab to go through them and Enter to choose (6.2).</source>
        <translation>Tocca un luogo, o premi Tab per scorrerli e Invio per scegliere (6.2).</translation>
    </message>
    <message>
        <source>An unexplored place in {area}</source>
        <translation>Un luogo inesplorato in {area}</translation>
    </message>
    <message>
        <source>a place nobody has mapped yet</source>
        <translation>un luogo che nessuno ha ancora mappato</translation>
    </message>
    <message>
        <source>a rival</source>
        <translation>un rivale</translation>
    </message>
    <message>
        <source>Yields {yields}. Acquired: {grants}.</source>
        <translation>Rende {yields}. Acquisito: {grants}.</translation>
    </message>
    <message>
        <source>Explore it (Enter)</source>
        <translation>Esploralo (Invio)</translation>
    </message>
    <message>
        <source>Try to acquire it (Enter)</source>
        <translation>Prova ad acquisirlo (Invio)</translation>
    </message>
    <message>
        <source>{who} {doing}: back in {left} ({when})</source>
        <translation>{who} {doing}: di ritorno tra {left} ({when})</translation>
    </message>
    <message>
        <source>On its guard after your failed attempt: try again in {left} ({when}; R-121)</source>
        <translation>In guardia dopo il tuo tentativo fallito: riprova tra {left} ({when}; R-121)</translation>
    </message>
    <message>
        <source>Your clock was put back: collect to start its yield again from now (R-166).</source>
        <translation>L&apos;orologio è stato portato indietro: raccogli per far ripartire la rendita da adesso (R-166).</translation>
    </message>
    <message>
        <source>Ready to collect: {got}. Next yield in {left}</source>
        <translation>Pronto da raccogliere: {got}. Prossima rendita tra {left}</translation>
    </message>
    <message>
        <source>Next yield in {left}</source>
        <translation>Prossima rendita tra {left}</translation>
    </message>
    <message numerus="yes">
        <source>The master&apos;s office sends {limit} at once; %n mercenary(ies) out (6.2).</source>
        <translation>
            <numerusform>L&apos;ufficio del maestro ne manda {limit} alla volta; %n mercenario fuori (6.2).</numerusform>
            <numerusform>L&apos;ufficio del maestro ne manda {limit} alla volta; %n mercenari fuori (6.2).</numerusform>
        </translation>
    </message>
    <message>
        <source>More mercenaries: less time (R-120).</source>
        <translation>Più mercenari: meno tempo (R-120).</translation>
    </message>
    <message>
        <source>More mercenaries: less time, more chance (R-120).</source>
        <translation>Più mercenari: meno tempo, più probabilità (R-120).</translation>
    </message>
    <message>
        <source>No mercenary is ready.</source>
        <translation>Nessun mercenario è pronto.</translation>
    </message>
    <message>
        <source>Tick who goes.</source>
        <translation>Spunta chi parte.</translation>
    </message>
    <message>
        <source>{count} sent: {hours} h · back {when}</source>
        <translation>{count} mandati: {hours} h · ritorno {when}</translation>
    </message>
    <message>
        <source>{count} sent: {hours} h · {chance}% chance · back {when}</source>
        <translation>{count} mandati: {hours} h · {chance}% di probabilità · ritorno {when}</translation>
    </message>
    <message>
        <source>back at {when} (UTC)</source>
        <translation>ritorno: {when} (UTC)</translation>
    </message>
    <message>
        <source>{preview}
Send {free} at most now.</source>
        <translation>{preview}
Mandane al massimo {free} ora.</translation>
    </message>
</context>
<context>
    <name>TableShare</name>
    <message>
        <source>there is no mission to share: prepare a set-up first</source>
        <translation>non c&apos;è nessuna missione da condividere: prepara prima una partita</translation>
    </message>
    <message>
        <source>the table could not be shared: {error}</source>
        <translation>impossibile condividere il tavolo: {error}</translation>
    </message>
</context>
<context>
    <name>ThreatCard</name>
    <message>
        <source>{kind}: {what}</source>
        <translation>{kind}: {what}</translation>
    </message>
    <message>
        <source>kills him</source>
        <translation>lo uccide</translation>
    </message>
</context>
<context>
    <name>TourDialog</name>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Skip the tour</source>
        <translation>Salta il tour</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Passo {n} di {total}</translation>
    </message>
    <message>
        <source>Read rule {section}</source>
        <translation>Leggi la regola {section}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
</context>
<context>
    <name>application</name>
    <message>
        <source>The database cannot be opened.

{error}</source>
        <translation>Impossibile aprire il database.

{error}</translation>
    </message>
    <message>
        <source>A data file is damaged.

{error}</source>
        <translation>Un file di dati è danneggiato.

{error}</translation>
    </message>
</context>
<context>
    <name>board.heat</name>
    <message>
        <source>Each square: the chance an enemy kills him there</source>
        <translation>Ogni casella: la probabilità che un nemico lo uccida lì</translation>
    </message>
    <message>
        <source>Each square: the damage an enemy does him there</source>
        <translation>Ogni casella: i danni che un nemico gli fa lì</translation>
    </message>
</context>
<context>
    <name>catalog_view</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Parole chiave</translation>
    </message>
    <message>
        <source>{kind} cards: {link}rules {section}&lt;/a&gt; (F1)</source>
        <translation>Carte {kind}: {link}regole {section}&lt;/a&gt; (F1)</translation>
    </message>
    <message>
        <source>Keyword rules</source>
        <translation>Regole delle parole chiave</translation>
    </message>
</context>
<context>
    <name>city.marks</name>
    <message>
        <source>due</source>
        <translation>ora</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} h {minutes} min</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} h</translation>
    </message>
    <message>
        <source>{days} d {hours} h</source>
        <translation>{days} g {hours} h</translation>
    </message>
    <message>
        <source>{days} d</source>
        <translation>{days} g</translation>
    </message>
    <message>
        <source>yields {what}</source>
        <translation>rende {what}</translation>
    </message>
    <message>
        <source>held by your guild</source>
        <translation>tenuto dalla tua gilda</translation>
    </message>
    <message>
        <source>held by {guild}</source>
        <translation>tenuto da {guild}</translation>
    </message>
    <message>
        <source>An unexplored place in {area}</source>
        <translation>Un luogo inesplorato in {area}</translation>
    </message>
    <message>
        <source>unknown: explore it to learn more</source>
        <translation>sconosciuto: esploralo per saperne di più</translation>
    </message>
    <message>
        <source>{kind} in {area}</source>
        <translation>{kind} in {area}</translation>
    </message>
    <message>
        <source>your ensign: {guild}</source>
        <translation>la tua insegna: {guild}</translation>
    </message>
    <message>
        <source>when acquired: {grant}</source>
        <translation>una volta acquisito: {grant}</translation>
    </message>
    <message>
        <source>{task}: {left} left</source>
        <translation>{task}: mancano {left}</translation>
    </message>
</context>
<context>
    <name>city.news</name>
    <message>
        <source>Explored</source>
        <translation>Esplorato</translation>
    </message>
    <message>
        <source>Acquired</source>
        <translation>Acquisito</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallito</translation>
    </message>
    <message>
        <source>Recalled</source>
        <translation>Richiamo</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Notizie</translation>
    </message>
    <message>
        <source>A choice</source>
        <translation>Una scelta</translation>
    </message>
    <message>
        <source>A threat</source>
        <translation>Una minaccia</translation>
    </message>
    <message>
        <source>Nobody is away in the city.</source>
        <translation>Nessuno è fuori in città.</translation>
    </message>
    <message>
        <source>{result}: {spot} ({when})</source>
        <translation>{result}: {spot} ({when})</translation>
    </message>
    <message>
        <source>Rolled {roll} against {chance}%.</source>
        <translation>Tirato {roll} contro {chance}%.</translation>
    </message>
    <message>
        <source>{spot} stays known: try to acquire it again from {when} (R-121).</source>
        <translation>{spot} resta conosciuto: riprova ad acquisirlo da {when} (R-121).</translation>
    </message>
    <message>
        <source>{who} came back.</source>
        <translation>Di ritorno: {who}.</translation>
    </message>
    <message>
        <source>you lose {spot}</source>
        <translation>perdi {spot}</translation>
    </message>
    <message>
        <source>the spot</source>
        <translation>il luogo</translation>
    </message>
    <message>
        <source>(if you do not answer)</source>
        <translation>(se non rispondi)</translation>
    </message>
    <message>
        <source>{kind}: {title} ({when})</source>
        <translation>{kind}: {title} ({when})</translation>
    </message>
    <message>
        <source>You answered: {answer}</source>
        <translation>Hai risposto: {answer}</translation>
    </message>
    <message>
        <source>Unanswered in time: {answer}</source>
        <translation>Nessuna risposta in tempo: {answer}</translation>
    </message>
    <message>
        <source>Answer within {left} (R-124).</source>
        <translation>Rispondi entro {left} (R-124).</translation>
    </message>
    <message>
        <source>No news from the city yet.</source>
        <translation>Ancora nessuna notizia dalla città.</translation>
    </message>
</context>
<context>
    <name>city.panel</name>
    <message>
        <source>Unknown: explore it to learn what it is worth</source>
        <translation>Sconosciuto: esploralo per sapere quanto vale</translation>
    </message>
    <message>
        <source>Known: nobody holds it</source>
        <translation>Conosciuto: nessuno lo tiene</translation>
    </message>
    <message>
        <source>Held by your guild</source>
        <translation>Tenuto dalla tua gilda</translation>
    </message>
    <message>
        <source>Held by {holder}</source>
        <translation>Tenuto da {holder}</translation>
    </message>
    <message>
        <source>exploring</source>
        <translation>in esplorazione</translation>
    </message>
    <message>
        <source>acquiring</source>
        <translation>in acquisizione</translation>
    </message>
</context>
<context>
    <name>city.spot_item</name>
    <message>
        <source>unexplored</source>
        <translation>inesplorato</translation>
    </message>
</context>
<context>
    <name>city.view</name>
    <message>
        <source>explored</source>
        <translation>esplorato</translation>
    </message>
    <message>
        <source>acquired</source>
        <translation>acquisito</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallito</translation>
    </message>
    <message>
        <source>nothing gained</source>
        <translation>nulla guadagnato</translation>
    </message>
    <message>
        <source>{spot} ({result})</source>
        <translation>{spot} ({result})</translation>
    </message>
    <message>
        <source>The city cannot be shown</source>
        <translation>Impossibile mostrare la città</translation>
    </message>
    <message>
        <source>yield ready to collect</source>
        <translation>rendita pronta da raccogliere</translation>
    </message>
    <message>
        <source>your clock was put back: collect to start its yield again (R-166)</source>
        <translation>l&apos;orologio è stato portato indietro: raccogli per far ripartire la rendita (R-166)</translation>
    </message>
    <message>
        <source>on its guard after a failed attempt</source>
        <translation>in guardia dopo un tentativo fallito</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>Replace the file?</source>
        <translation>Sostituire il file?</translation>
    </message>
    <message>
        <source>{name} exists already in {folder}. Replace it?</source>
        <translation>{name} esiste già in {folder}. Sostituirlo?</translation>
    </message>
</context>
<context>
    <name>guild.armory</name>
    <message>
        <source>that weapon is no longer in the armory</source>
        <translation>quell&apos;arma non è più nell&apos;armeria</translation>
    </message>
</context>
<context>
    <name>guild.card_form</name>
    <message>
        <source>Armour</source>
        <translation>Armatura</translation>
    </message>
    <message>
        <source>Impact resistance</source>
        <translation>Resistenza agli urti</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Fattore colpo</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Hand-to-hand (3 or 2+1)</source>
        <translation>Corpo a corpo (3 o 2+1)</translation>
    </message>
    <message>
        <source>Ranged (3 or 2+1)</source>
        <translation>A distanza (3 o 2+1)</translation>
    </message>
    <message>
        <source>Arcane (0-4)</source>
        <translation>Arcano (0-4)</translation>
    </message>
    <message>
        <source>Ability {n}: keyword (FLY 3 (a))</source>
        <translation>Abilità {n}: parola chiave (FLY 3 (a))</translation>
    </message>
    <message>
        <source>Ability {n}: or its name</source>
        <translation>Abilità {n}: o il suo nome</translation>
    </message>
    <message>
        <source>Ability {n}: activation</source>
        <translation>Abilità {n}: attivazione</translation>
    </message>
    <message>
        <source>Ability {n}: fate cost</source>
        <translation>Abilità {n}: costo in fato</translation>
    </message>
    <message>
        <source>Ability {n}: what it does</source>
        <translation>Abilità {n}: cosa fa</translation>
    </message>
    <message>
        <source>{weapon}: name</source>
        <translation>{weapon}: nome</translation>
    </message>
    <message>
        <source>{weapon}: type</source>
        <translation>{weapon}: tipo</translation>
    </message>
    <message>
        <source>{weapon}: damage</source>
        <translation>{weapon}: danno</translation>
    </message>
    <message>
        <source>{weapon}: range</source>
        <translation>{weapon}: gittata</translation>
    </message>
    <message>
        <source>{weapon}: shooting damage</source>
        <translation>{weapon}: danno da tiro</translation>
    </message>
    <message>
        <source>{weapon}: features</source>
        <translation>{weapon}: caratteristiche</translation>
    </message>
    <message>
        <source>Power {n}: name</source>
        <translation>Potere {n}: nome</translation>
    </message>
    <message>
        <source>Power {n}: white mana</source>
        <translation>Potere {n}: mana bianco</translation>
    </message>
    <message>
        <source>Power {n}: black mana</source>
        <translation>Potere {n}: mana nero</translation>
    </message>
    <message>
        <source>Power {n}: range</source>
        <translation>Potere {n}: gittata</translation>
    </message>
    <message>
        <source>Power {n}: effects (HIT 1, …)</source>
        <translation>Potere {n}: effetti (HIT 1, …)</translation>
    </message>
    <message>
        <source>Power {n}: unique effect</source>
        <translation>Potere {n}: effetto unico</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Second weapon</source>
        <translation>Seconda arma</translation>
    </message>
    <message>
        <source>Arcane code id (if arcane &gt; 0)</source>
        <translation>Id del codice arcano (se arcano &gt; 0)</translation>
    </message>
    <message>
        <source>Id (my-rook-varga)</source>
        <translation>Id (my-rook-varga)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Level (1-5)</source>
        <translation>Livello (1-5)</translation>
    </message>
    <message>
        <source>Area of origin</source>
        <translation>Area d&apos;origine</translation>
    </message>
    <message>
        <source>Favourite weapon</source>
        <translation>Arma preferita</translation>
    </message>
    <message>
        <source>Top slot takes</source>
        <translation>Lo slot superiore accetta</translation>
    </message>
    <message>
        <source>Lower slot takes</source>
        <translation>Lo slot inferiore accetta</translation>
    </message>
    <message>
        <source>Id (my-city-guard)</source>
        <translation>Id (my-city-guard)</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copie</translation>
    </message>
    <message>
        <source>Id (my-cinder-imp)</source>
        <translation>Id (my-cinder-imp)</translation>
    </message>
    <message>
        <source>Kabbalah (cinder, mire, veil)</source>
        <translation>Cabala (cinder, mire, veil)</translation>
    </message>
    <message>
        <source>Level (1-3)</source>
        <translation>Livello (1-3)</translation>
    </message>
    <message>
        <source>Id (my-long-bow)</source>
        <translation>Id (my-long-bow)</translation>
    </message>
    <message>
        <source>Characteristic</source>
        <translation>Caratteristica</translation>
    </message>
    <message>
        <source>Grip</source>
        <translation>Impugnatura</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Danno</translation>
    </message>
    <message>
        <source>Range (ranged weapons)</source>
        <translation>Gittata (armi a distanza)</translation>
    </message>
    <message>
        <source>Shooting damage (ranged weapons)</source>
        <translation>Danno da tiro (armi a distanza)</translation>
    </message>
    <message>
        <source>Features (PERFORATING, …)</source>
        <translation>Caratteristiche (PERFORATING, …)</translation>
    </message>
    <message>
        <source>Unique feature: name</source>
        <translation>Caratteristica unica: nome</translation>
    </message>
    <message>
        <source>Unique feature: text</source>
        <translation>Caratteristica unica: testo</translation>
    </message>
    <message>
        <source>Only for (hunter, …; empty: all)</source>
        <translation>Solo per (hunter, …; vuoto: tutti)</translation>
    </message>
    <message>
        <source>Id (my-code-cinder-lash)</source>
        <translation>Id (my-code-cinder-lash)</translation>
    </message>
    <message>
        <source>Summoning: white mana</source>
        <translation>Evocazione: mana bianco</translation>
    </message>
    <message>
        <source>Summoning: black mana</source>
        <translation>Evocazione: mana nero</translation>
    </message>
    <message>
        <source>Pentacle: name</source>
        <translation>Pentacolo: nome</translation>
    </message>
    <message>
        <source>Pentacle: effects (SHIELD 1, …)</source>
        <translation>Pentacolo: effetti (SHIELD 1, …)</translation>
    </message>
    <message>
        <source>Pentacle: unique effect</source>
        <translation>Pentacolo: effetto unico</translation>
    </message>
    <message>
        <source>not used with what else is filled in here: leave it empty</source>
        <translation>non si usa con ciò che è già compilato qui: lascialo vuoto</translation>
    </message>
</context>
<context>
    <name>guild.commands</name>
    <message>
        <source>New guild {name}</source>
        <translation>Nuova gilda {name}</translation>
    </message>
    <message>
        <source>Not redone: {error}</source>
        <translation>Non ripetuto: {error}</translation>
    </message>
    <message>
        <source>{name} is no longer in the database</source>
        <translation>{name} non è più nel database</translation>
    </message>
    <message>
        <source>{name} changed since it was made (in another window or the mission): it is kept</source>
        <translation>{name} è cambiato da quando è stato creato (in un&apos;altra finestra o nella missione): resta com&apos;è</translation>
    </message>
    <message>
        <source>Not undone: {error}</source>
        <translation>Non annullato: {error}</translation>
    </message>
</context>
<context>
    <name>guild.common</name>
    <message>
        <source>{feods} feods</source>
        <translation>{feods} feudi</translation>
    </message>
    <message>
        <source>{feods} feods, {percent}% off: a spot you hold</source>
        <translation>{feods} feudi, sconto del {percent}%: un luogo che possiedi</translation>
    </message>
</context>
<context>
    <name>guild.dormitory</name>
    <message>
        <source>Mercenary</source>
        <translation>Mercenario</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Favourite</source>
        <translation>Preferita</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armi</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Deeds</source>
        <translation>Imprese</translation>
    </message>
    <message>
        <source>Titles</source>
        <translation>Titoli</translation>
    </message>
    <message>
        <source>dead: never usable again (6.4.1)</source>
        <translation>morto: mai più utilizzabile (6.4.1)</translation>
    </message>
    <message>
        <source>escaped (7.2.3): holds no dormitory slot</source>
        <translation>fuggito (7.2.3): non occupa slot del dormitorio</translation>
    </message>
    <message>
        <source>injured: {needs}</source>
        <translation>ferito: {needs}</translation>
    </message>
    <message>
        <source>what they need was not recorded</source>
        <translation>ciò che gli serve non è stato registrato</translation>
    </message>
    <message>
        <source>exploring: away in the city, back at their task&apos;s end (the City view, 6.2)</source>
        <translation>in esplorazione: fuori in città, torna alla fine del compito (vista Città, 6.2)</translation>
    </message>
    <message>
        <source>ready, but {lacks}</source>
        <translation>pronto, ma {lacks}</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>pronto</translation>
    </message>
    <message>
        <source>that mercenary is no longer in the guild</source>
        <translation>quel mercenario non è più nella gilda</translation>
    </message>
</context>
<context>
    <name>guild.files</name>
    <message>
        <source>To empty it, type the guild&apos;s name as it is here:</source>
        <translation>Per svuotarla, scrivi il nome della gilda come appare qui:</translation>
    </message>
    <message>
        <source>the guild file cannot be read: {error}</source>
        <translation>il file di gilda non è leggibile: {error}</translation>
    </message>
</context>
<context>
    <name>guild.keepers</name>
    <message>
        <source>No arcane code in the library yet.</source>
        <translation>Ancora nessun codice arcano nella biblioteca.</translation>
    </message>
    <message>
        <source>No daemon in the pantheon yet.</source>
        <translation>Ancora nessun demone nel pantheon.</translation>
    </message>
    <message>
        <source>No follower in the guesthouse yet.</source>
        <translation>Ancora nessun seguace nella locanda.</translation>
    </message>
    <message>
        <source>Your collection holds no arcane code card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation>La tua collezione non ha carte codice arcano: riscatta un set che ne contiene, o aggiungine una da una carta fisica, nella scheda Porta della Città.</translation>
    </message>
    <message>
        <source>Your collection holds no daemon card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation>La tua collezione non ha carte demone: riscatta un set che ne contiene, o aggiungine una da una carta fisica, nella scheda Porta della Città.</translation>
    </message>
    <message>
        <source>Your collection holds no follower card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation>La tua collezione non ha carte seguace: riscatta un set che ne contiene, o aggiungine una da una carta fisica, nella scheda Porta della Città.</translation>
    </message>
    <message>
        <source>no arcane code card in your collection (see the City Gate)</source>
        <translation>nessuna carta codice arcano nella tua collezione (vedi la Porta della Città)</translation>
    </message>
    <message>
        <source>no daemon card in your collection (see the City Gate)</source>
        <translation>nessuna carta demone nella tua collezione (vedi la Porta della Città)</translation>
    </message>
    <message>
        <source>no follower card in your collection (see the City Gate)</source>
        <translation>nessuna carta seguace nella tua collezione (vedi la Porta della Città)</translation>
    </message>
    <message>
        <source>Add {card} to the library</source>
        <translation>Aggiungi {card} alla biblioteca</translation>
    </message>
    <message>
        <source>Add {card} to the pantheon</source>
        <translation>Aggiungi {card} al pantheon</translation>
    </message>
    <message>
        <source>Add {card} to the guesthouse</source>
        <translation>Aggiungi {card} alla locanda</translation>
    </message>
    <message>
        <source>Remove {card} from the library</source>
        <translation>Togli {card} dalla biblioteca</translation>
    </message>
    <message>
        <source>Remove {card} from the pantheon</source>
        <translation>Togli {card} dal pantheon</translation>
    </message>
    <message>
        <source>Remove {card} from the guesthouse</source>
        <translation>Togli {card} dalla locanda</translation>
    </message>
</context>
<context>
    <name>guild.ledger</name>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Causale</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Fama</translation>
    </message>
    <message>
        <source>Feods</source>
        <translation>Feudi</translation>
    </message>
    <message>
        <source>Blood stones</source>
        <translation>Pietre di sangue</translation>
    </message>
    <message>
        <source>every mission</source>
        <translation>ogni missione</translation>
    </message>
    <message>
        <source>every change</source>
        <translation>ogni modifica</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>fama</translation>
    </message>
    <message>
        <source>feods</source>
        <translation>feudi</translation>
    </message>
    <message>
        <source>blood stones</source>
        <translation>pietre di sangue</translation>
    </message>
</context>
<context>
    <name>guild.lock</name>
    <message>
        <source>At the table in {mission}: its structure is locked until the mission&apos;s results are written or it is given up (6.4)</source>
        <translation>Al tavolo in {mission}: la sua struttura è bloccata finché i risultati della missione non sono scritti o la missione non viene abbandonata (6.4)</translation>
    </message>
</context>
<context>
    <name>guild.missions</name>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Missione</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Who played</source>
        <translation>Chi ha giocato</translation>
    </message>
    <message>
        <source>either mode</source>
        <translation>qualsiasi modalità</translation>
    </message>
    <message>
        <source>fine</source>
        <translation>illeso</translation>
    </message>
    <message>
        <source>seriously injured</source>
        <translation>ferito gravemente</translation>
    </message>
    <message>
        <source>dead: shown in the dormitory, never usable again (6.4.1)</source>
        <translation>morto: resta nel dormitorio, mai più utilizzabile (6.4.1)</translation>
    </message>
    <message>
        <source>escaped (7.2.3)</source>
        <translation>fuggito (7.2.3)</translation>
    </message>
    <message>
        <source>No report was kept for this mission: it was played before the app kept mission reports. Its result line is all there is.</source>
        <translation>Nessun resoconto conservato per questa missione: è stata giocata prima che l&apos;app conservasse i resoconti. C&apos;è solo la sua riga di risultato.</translation>
    </message>
    <message>
        <source>none (a draw)</source>
        <translation>nessuno (pareggio)</translation>
    </message>
    <message>
        <source>  {label} {amount}: {why}</source>
        <translation>  {label} {amount}: {why}</translation>
    </message>
    <message>
        <source>{mission} · {mode} mission · played {when} (UTC)</source>
        <translation>{mission} · missione {mode} · giocata il {when} (UTC)</translation>
    </message>
    <message>
        <source>The report of {mission} cannot be read, so it is not shown ({damage}). Its result: {result}</source>
        <translation>Il resoconto di {mission} non è leggibile, quindi non viene mostrato ({damage}). Il suo risultato: {result}</translation>
    </message>
    <message>
        <source>Who played: {players}</source>
        <translation>Chi ha giocato: {players}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Risultato: {result}</translation>
    </message>
    <message>
        <source>Result: {winner} won</source>
        <translation>Risultato: ha vinto {winner}</translation>
    </message>
    <message>
        <source>Result: no winner</source>
        <translation>Risultato: nessun vincitore</translation>
    </message>
    <message>
        <source>  How it ended: {reason}</source>
        <translation>  Come è finita: {reason}</translation>
    </message>
    <message>
        <source>The story: {story}</source>
        <translation>La storia: {story}</translation>
    </message>
    <message>
        <source>A training mission: nothing was written to the guilds (6.4).</source>
        <translation>Una missione di addestramento: nulla è stato scritto nelle gilde (6.4).</translation>
    </message>
    <message>
        <source>The reward, injury and title tables used are provisional (resources/injuries.toml, resources/titles.toml).</source>
        <translation>Le tabelle di ricompense, ferite e titoli usate sono provvisorie (resources/injuries.toml, resources/titles.toml).</translation>
    </message>
    <message>
        <source>{guild} is not among this report&apos;s guilds.</source>
        <translation>{guild} non è tra le gilde di questo resoconto.</translation>
    </message>
    <message>
        <source>{guild_s} rewards (6.4.1):</source>
        <translation>Ricompense di {guild_s} (6.4.1):</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Fama</translation>
    </message>
    <message>
        <source>Feods</source>
        <translation>Feudi</translation>
    </message>
    <message>
        <source>Blood stones</source>
        <translation>Pietre di sangue</translation>
    </message>
    <message>
        <source>  Item: {why}</source>
        <translation>  Voce: {why}</translation>
    </message>
    <message>
        <source>  none</source>
        <translation>  nessuna</translation>
    </message>
    <message>
        <source>Casualties (6.4.1):</source>
        <translation>Perdite (6.4.1):</translation>
    </message>
    <message>
        <source>  {name}: {fate}: {why}; to be active again: {needs}</source>
        <translation>  {name}: {fate}: {why}; per tornare attivo: {needs}</translation>
    </message>
    <message>
        <source>  {name}: {fate}: {why}</source>
        <translation>  {name}: {fate}: {why}</translation>
    </message>
    <message>
        <source>  Came back fine: {names}</source>
        <translation>  Tornati illesi: {names}</translation>
    </message>
    <message>
        <source>Titles earned (provisional, R-104):</source>
        <translation>Titoli ottenuti (provvisori, R-104):</translation>
    </message>
    <message>
        <source>The control spot at stake: {spot}: {why}. Its effects: {effects}</source>
        <translation>Il punto di controllo in palio: {spot}: {why}. I suoi effetti: {effects}</translation>
    </message>
    <message>
        <source>The control spot at stake: {spot}: {why}.</source>
        <translation>Il punto di controllo in palio: {spot}: {why}.</translation>
    </message>
    <message>
        <source>No control spot was at stake.</source>
        <translation>Nessun punto di controllo in palio.</translation>
    </message>
    <message>
        <source>The log:</source>
        <translation>Il diario:</translation>
    </message>
</context>
<context>
    <name>guild.overview</name>
    <message>
        <source>lodges {count} mercenaries</source>
        <translation>ospita {count} mercenari</translation>
    </message>
    <message>
        <source>{count} of one type</source>
        <translation>{count} per tipo</translation>
    </message>
    <message>
        <source>holds {count} weapon cards</source>
        <translation>contiene {count} carte arma</translation>
    </message>
    <message>
        <source>holds {count} arcane codes</source>
        <translation>contiene {count} codici arcani</translation>
    </message>
    <message>
        <source>lodges {count} followers</source>
        <translation>ospita {count} seguaci</translation>
    </message>
    <message>
        <source>holds {count} daemons</source>
        <translation>contiene {count} demoni</translation>
    </message>
    <message>
        <source>sends {count} mercenaries into the city at once</source>
        <translation>manda {count} mercenari in città alla volta</translation>
    </message>
    <message>
        <source>highest level</source>
        <translation>livello massimo</translation>
    </message>
    <message>
        <source>{gain} (now {count})</source>
        <translation>{gain} (ora {count})</translation>
    </message>
    <message>
        <source>more mercenaries of level {levels}</source>
        <translation>più mercenari di livello {levels}</translation>
    </message>
    <message>
        <source>no effect in the app yet: the rulebook names it, no use (6.2)</source>
        <translation>nessun effetto nell&apos;app per ora: il regolamento lo nomina, senza uso (6.2)</translation>
    </message>
</context>
<context>
    <name>hints.cards</name>
    <message>
        <source>Shot</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Brawl</source>
        <translation>Mischia</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Carica</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potere</translation>
    </message>
    <message>
        <source>The rule, section {section}</source>
        <translation>La regola, sezione {section}</translation>
    </message>
</context>
<context>
    <name>hints.chart</name>
    <message>
        <source>Damage points: chance</source>
        <translation>Punti danno: probabilità</translation>
    </message>
</context>
<context>
    <name>hints.hooks</name>
    <message>
        <source>Hints for one action</source>
        <translation>Suggerimenti per un&apos;azione</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Suggerimenti</translation>
    </message>
    <message>
        <source>No card catalog: no hints.</source>
        <translation>Nessun catalogo delle carte: nessun suggerimento.</translation>
    </message>
</context>
<context>
    <name>hints.work</name>
    <message>
        <source>The hints could not be worked out (see the log).</source>
        <translation>Impossibile calcolare i suggerimenti (vedi il log).</translation>
    </message>
</context>
<context>
    <name>keys</name>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Undo {action}</source>
        <translation>Annulla {action}</translation>
    </message>
    <message>
        <source>Redo {action}</source>
        <translation>Ripeti {action}</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Undo and redo: in the Guild and City views, and the Mission view&apos;s tracker</source>
        <translation>Annulla e ripeti: nelle viste Gilda e Città, e nel tracker della vista Missione</translation>
    </message>
    <message>
        <source>The keys: in the Mission view&apos;s tracker</source>
        <translation>I tasti: nel tracker della vista Missione</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Annulla {action}</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Ripeti {action}</translation>
    </message>
</context>
<context>
    <name>mission.cards</name>
    <message>
        <source>{guild} ({colour}): the cards to take from the guild box</source>
        <translation>{guild} ({colour}): le carte da prendere dalla scatola della gilda</translation>
    </message>
    <message>
        <source>Take from the guild box:</source>
        <translation>Prendi dalla scatola della gilda:</translation>
    </message>
    <message>
        <source>(kept aside for wave {number})</source>
        <translation>(tenuto da parte per l&apos;ondata {number})</translation>
    </message>
    <message>
        <source>(the dignitary: the card comes with the mission)</source>
        <translation>(il dignitario: la carta arriva con la missione)</translation>
    </message>
    <message>
        <source>weapon: {card}</source>
        <translation>arma: {card}</translation>
    </message>
    <message>
        <source>arcane code: {card}</source>
        <translation>codice arcano: {card}</translation>
    </message>
    <message>
        <source>face?</source>
        <translation>faccia?</translation>
    </message>
</context>
<context>
    <name>mission.characters</name>
    <message>
        <source>A training mission charges nothing for hires (R-50, R-130): the feods only limit what each guild may hire or offer.</source>
        <translation>Una missione di addestramento non fa pagare gli ingaggi (R-50, R-130): i feudi limitano solo ciò che ogni gilda può ingaggiare od offrire.</translation>
    </message>
    <message>
        <source>Hires and auctions won are paid from the guild&apos;s feods when the results are written (R-130): undo a hire now and nothing is paid.</source>
        <translation>Ingaggi e aste vinte si pagano con i feudi della gilda quando si scrivono i risultati (R-130): annulla ora un ingaggio e non si paga nulla.</translation>
    </message>
</context>
<context>
    <name>mission.deployment</name>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ovest</translation>
    </message>
    <message>
        <source>Ready: the game begins</source>
        <translation>Pronti: la partita comincia</translation>
    </message>
    <message>
        <source>Play the mission ▶</source>
        <translation>Gioca la missione ▶</translation>
    </message>
</context>
<context>
    <name>mission.players</name>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <source>Add to the table</source>
        <translation>Aggiungi al tavolo</translation>
    </message>
</context>
<context>
    <name>mission.view</name>
    <message>
        <source>Training: nothing about your guilds will change</source>
        <translation>Addestramento: nulla delle vostre gilde cambierà</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Raffle</source>
        <translation>Sorteggio</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personaggi</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Miniatures</source>
        <translation>Miniature</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Schieramento</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Still needed: {needs}; and {count} more</source>
        <translation>Manca ancora: {needs}; e altri {count}</translation>
    </message>
    <message>
        <source>Still needed: {needs}</source>
        <translation>Manca ancora: {needs}</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Missione</translation>
    </message>
    <message>
        <source>a mission prepared step by step, from the players to the deployment (rulebook 6.4, 6.4.1); it needs the database, and none is open.</source>
        <translation>una missione preparata passo per passo, dai giocatori allo schieramento (regolamento 6.4, 6.4.1); richiede il database, e nessuno è aperto.</translation>
    </message>
    <message>
        <source>The missions cannot be prepared</source>
        <translation>Impossibile preparare le missioni</translation>
    </message>
</context>
<context>
    <name>roster</name>
    <message>
        <source>Mercenary</source>
        <translation>Mercenario</translation>
    </message>
    <message>
        <source>Type / level</source>
        <translation>Classe / livello</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armi</translation>
    </message>
    <message>
        <source>Codes</source>
        <translation>Codici</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
</context>
<context>
    <name>rules_view</name>
    <message>
        <source>You asked about</source>
        <translation>Hai chiesto di</translation>
    </message>
    <message>
        <source>In the tracker: effects, counters, actions, the turn</source>
        <translation>Nel tracker: effetti, contatori, azioni, il turno</translation>
    </message>
    <message>
        <source>No keyword matches.</source>
        <translation>Nessuna parola chiave corrisponde.</translation>
    </message>
</context>
<context>
    <name>share_dialog</name>
    <message>
        <source>the set-up</source>
        <translation>la preparazione</translation>
    </message>
    <message>
        <source>the mission in play</source>
        <translation>la missione in corso</translation>
    </message>
    <message>
        <source>the mission, ended</source>
        <translation>la missione, finita</translation>
    </message>
    <message>
        <source>the mission, its results written</source>
        <translation>la missione, risultati scritti</translation>
    </message>
    <message>
        <source>the mission, given up</source>
        <translation>la missione, abbandonata</translation>
    </message>
    <message>
        <source>the mission</source>
        <translation>la missione</translation>
    </message>
    <message>
        <source>{stage}, {mission}</source>
        <translation>{stage}, {mission}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Connected: none yet&lt;/b&gt;</source>
        <translation>&lt;b&gt;Connessi: ancora nessuno&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{colour}&apos;s player</source>
        <translation>Giocatore {colour}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Connected: {devices}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Connessi: {devices}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>tutorial.tour</name>
    <message>
        <source>Two ways to play</source>
        <translation>Due modi di giocare</translation>
    </message>
    <message>
        <source>DemLoc is played two ways. Alone, on the app: you look after your guild and send your mercenaries into the city. Together, at a table: the guilds fight a mission on the board while the app keeps count. This tour shows where each is done.</source>
        <translation>DemLoc si gioca in due modi. Da soli, sull&apos;app: curi la tua gilda e mandi i tuoi mercenari in città. Insieme, al tavolo: le gilde si affrontano in una missione sul tabellone mentre l&apos;app tiene il conto. Questo tour mostra dove si fa ciascuna cosa.</translation>
    </message>
    <message>
        <source>Your guild</source>
        <translation>La tua gilda</translation>
    </message>
    <message>
        <source>The Guild view (Ctrl+1) holds your guild: its purse and its buildings, one tab each. Enlist the mercenaries of your code card in the Dormitory, arm them in the Armory, teach them arcane codes in the Arcane Library. Your box&apos;s other codes go in at the City Gate.</source>
        <translation>La vista Gilda (Ctrl+1) contiene la tua gilda: la sua borsa e i suoi edifici, una scheda ciascuno. Arruola i mercenari della tua carta codice nel Dormitorio, armali nell&apos;Armeria, insegna loro i codici arcani nella Biblioteca arcana. Gli altri codici della scatola si inseriscono alla Porta della Città.</translation>
    </message>
    <message>
        <source>The city</source>
        <translation>La città</translation>
    </message>
    <message>
        <source>In the City view (Ctrl+2) you send mercenaries to the city&apos;s control points: to explore a point nobody knows yet, then to acquire one you know. What your guild holds brings fame and feods as time goes by; now and then an event asks you to act.</source>
        <translation>Nella vista Città (Ctrl+2) mandi i mercenari ai punti di controllo della città: a esplorare un punto che nessuno conosce ancora, poi ad acquisirne uno conosciuto. Ciò che la tua gilda possiede rende fama e feudi col passare del tempo; ogni tanto un evento ti chiede di agire.</translation>
    </message>
    <message>
        <source>A mission at the table</source>
        <translation>Una missione al tavolo</translation>
    </message>
    <message>
        <source>When two to four players meet at a table, the Mission view (Ctrl+3) brings their guilds together. A training mission wins and loses nothing; a standard one puts a control spot, fame and feods at stake.</source>
        <translation>Quando da due a quattro giocatori si trovano a un tavolo, la vista Missione (Ctrl+3) riunisce le loro gilde. Una missione di addestramento non fa vincere né perdere nulla; una standard mette in palio un punto di controllo, fama e feudi.</translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation>Prima del primo turno</translation>
    </message>
    <message>
        <source>The app leads you through the preparation, one phase at a time: the draw of the spot fought over (standard missions), the objective, the map to build, the characters each guild brings, and where the miniatures stand. Everyone taps Next to go on.</source>
        <translation>L&apos;app ti guida nella preparazione, una fase alla volta: il sorteggio del punto conteso (missioni standard), l&apos;obiettivo, la mappa da costruire, i personaggi che ogni gilda porta e dove stanno le miniature. Tutti toccano Avanti per proseguire.</translation>
    </message>
    <message>
        <source>During play</source>
        <translation>Durante la partita</translation>
    </message>
    <message>
        <source>While you play on the board, the tracker keeps each character&apos;s damage, broken seals and effects, the fate points and the kills, and moves to the next turn when you say so. F1 over it explains what you point at.</source>
        <translation>Mentre giocate sul tabellone, il tracker tiene i danni di ogni personaggio, i sigilli spezzati e gli effetti, i punti fato e le uccisioni, e passa al turno successivo quando lo dite. F1 sopra di esso spiega ciò che indichi.</translation>
    </message>
    <message>
        <source>The results</source>
        <translation>I risultati</translation>
    </message>
    <message>
        <source>When the mission ends the app names the winner, shares out fame and feods, and says what became of each character; after a standard mission it also says who holds the spot. Then play again, or go back to your guild.</source>
        <translation>Quando la missione finisce l&apos;app nomina il vincitore, distribuisce fama e feudi e dice cosa è successo a ogni personaggio; dopo una missione standard dice anche chi tiene il punto. Poi giocate ancora, o tornate alla vostra gilda.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Il tabellone</translation>
    </message>
    <message>
        <source>The Board view (Ctrl+4) draws a mission&apos;s map. Ask it how far a character may move, which zones it controls and whether a line of fire is clear.</source>
        <translation>La vista Tabellone (Ctrl+4) disegna la mappa di una missione. Chiedile quanto può muoversi un personaggio, quali zone controlla e se una linea di tiro è libera.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Le carte</translation>
    </message>
    <message>
        <source>The Catalog view (Ctrl+5) lists every card the app knows, set by set. Their values are our provisional design until the printed ones are known.</source>
        <translation>La vista Catalogo (Ctrl+5) elenca tutte le carte che l&apos;app conosce, set per set. I loro valori sono un nostro progetto provvisorio finché non si conoscono quelli stampati.</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Le regole</translation>
    </message>
    <message>
        <source>The Rules view (Ctrl+6) holds the rules, searchable. A section number shown as a link anywhere in the app opens it there, and F1 opens it at what you are looking at. Help &gt; Tutorial shows this tour again.</source>
        <translation>La vista Regole (Ctrl+6) contiene le regole, con la ricerca. Un numero di sezione mostrato come link ovunque nell&apos;app la apre lì, e F1 la apre su ciò che stai guardando. Aiuto &gt; Tutorial mostra di nuovo questo tour.</translation>
    </message>
</context>
<context>
    <name>unavailable</name>
    <message>
        <source>{what}: a file it needs is damaged.

{error}

Correct that file (or delete your own copy in the data folder to use the app&apos;s), then start DemLoc again. Nothing in your guilds is changed.</source>
        <translation>{what}: un file necessario è danneggiato.

{error}

Correggi quel file (o elimina la tua copia nella cartella dati per usare quella dell&apos;app), poi riavvia DemLoc. Nulla nelle tue gilde è cambiato.</translation>
    </message>
</context>
<context>
    <name>undo_rows</name>
    <message>
        <source>Not undone: {error}</source>
        <translation>Non annullato: {error}</translation>
    </message>
    <message>
        <source>Not redone: {error}</source>
        <translation>Non ripetuto: {error}</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation>Annullato: {action}</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <translation>Ripetuto: {action}</translation>
    </message>
</context>
<context>
    <name>views</name>
    <message>
        <source>The board cannot open: {error}</source>
        <translation>Impossibile aprire il tabellone: {error}</translation>
    </message>
    <message>
        <source>The guild cannot be shown</source>
        <translation>Impossibile mostrare la gilda</translation>
    </message>
    <message>
        <source>Active guild: {name}.</source>
        <translation>Gilda attiva: {name}.</translation>
    </message>
    <message>
        <source>Guild</source>
        <translation>Gilda</translation>
    </message>
    <message>
        <source>the guild overview (fame, feods, blood stones, buildings, the ledger), the dormitory, armory, arcane library, daemonic pantheon, guesthouse and the City Gate to redeem set codes (rulebook 5.1, 6.2, 6.3).</source>
        <translation>la panoramica della gilda (fama, feudi, pietre di sangue, edifici, il registro), il dormitorio, l&apos;armeria, la biblioteca arcana, il pantheon demoniaco, la locanda e la Porta della Città per riscattare i codici dei set (regolamento 5.1, 6.2, 6.3).</translation>
    </message>
    <message>
        <source>the map of the city&apos;s five areas and their control points: send mercenaries to explore and acquire them, collect what they yield, answer the city&apos;s events (rulebook 6.2).</source>
        <translation>la mappa delle cinque aree della città e dei loro punti di controllo: manda mercenari a esplorarli e acquisirli, raccogli ciò che rendono, rispondi agli eventi della città (regolamento 6.2).</translation>
    </message>
    <message>
        <source>City of DemLoc</source>
        <translation>Città di DemLoc</translation>
    </message>
    <message>
        <source>Open a database to play the city.</source>
        <translation>Apri un database per giocare la città.</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Città</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Missione</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogo</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
</context>
<context>
    <name>welcome</name>
    <message>
        <source>Add a &amp;player…</source>
        <translation>Aggiungi un &amp;giocatore…</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Tutorial</translation>
    </message>
    <message>
        <source>A new player needs the guilds&apos; database, still opening</source>
        <translation>Un nuovo giocatore richiede il database delle gilde, ancora in apertura</translation>
    </message>
    <message>
        <source>No player yet: File &gt; Add a player… makes your account and your guild from your code card (6.2).</source>
        <translation>Ancora nessun giocatore: File &gt; Aggiungi un giocatore… crea il tuo account e la tua gilda dalla tua carta codice (6.2).</translation>
    </message>
    <message>
        <source>the Guild view cannot be shown: see it for why</source>
        <translation>impossibile mostrare la vista Gilda: guardala per sapere perché</translation>
    </message>
    <message>
        <source>Done: {what}</source>
        <translation>Fatto: {what}</translation>
    </message>
</context>
<context>
    <name>welcome.commands</name>
    <message>
        <source>New player {player}, guild {guild}</source>
        <translation>Nuovo giocatore {player}, gilda {guild}</translation>
    </message>
    <message>
        <source>Not redone: {reason}</source>
        <translation>Non ripetuto: {reason}</translation>
    </message>
    <message>
        <source>{guild} is no longer in the database</source>
        <translation>{guild} non è più nel database</translation>
    </message>
    <message>
        <source>{guild} changed since it was made (in another window or the mission): it is kept</source>
        <translation>{guild} è cambiata da quando è stata creata (in un&apos;altra finestra o nella missione): resta com&apos;è</translation>
    </message>
    <message>
        <source>Not undone: {reason}</source>
        <translation>Non annullato: {reason}</translation>
    </message>
</context>
<context>
    <name>welcome.dialog</name>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
</context>
</TS>
