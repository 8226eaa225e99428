<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ArmoryTab</name>
    <message>
        <source>Drag a weapon onto a mercenary, or select both and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equip →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equip the selected weapon on the selected mercenary (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unequip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected weapon back to the armory (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Weapons&lt;/b&gt; (drag one onto a mercenary, or Equip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Mercenaries&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead: shown in the guild, never usable again (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weapon in the armory yet. Choose one under Buy and press Buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weapon in the armory yet, and your collection holds no weapon card: redeem a set that has some, or add one, at the City Gate tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no weapon card in your collection (see the City Gate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equip {weapon} on {mercenary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a weapon and a mercenary first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a weapon first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unequip {weapon} from {mercenary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unequip {weapon}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy {card}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttackCard</name>
    <message>
        <source>{kind}: {what} → {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kills him</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a heart or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage expected: {armour} to armour, {hit} to hit factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes astray: {astray}; lands on his own side: {friends}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealt back to him: {damage} expected; kills him: {kill}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} · {section}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AwayList</name>
    <message>
        <source>Exploring {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquiring {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} · {chance}% chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back in {left} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BusyBand</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop waiting: the action is not done (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database {where} is busy: another action of this window is waiting for it; try again once it is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database {where} is busy: another DemLoc is writing to it; try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for another computer&apos;s write to the database ({seconds} s). Esc: stop, nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database: {where}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardForm</name>
    <message>
        <source>Add the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to add.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsScreen</name>
    <message>
        <source>Pull the cards and channel the mana (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the checklists…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF or PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each character with arcane ability rolls as many arcane dice as it says and takes a cube for each white or black mana; a broken seal only means less mana now (6.4.1). Roll here, or roll at the table and enter the faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} channels on entering (wave {number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ {name} channelled {white} white and {black} black mana: put those cubes on their card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; %n broken seal(s): no effect now</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n arcane die(s) for {name}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Enter these faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or, rolled at the table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name}: choose the face of arcane die(s) {dice} ({faces}), as rolled at the table; nothing was entered (6.4.1)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the printer took nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checklists were not printed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the checklists</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogView</name>
    <message>
        <source>&lt;b&gt;Provisional values.&lt;/b&gt; The rulebook prints no card statistics: these are our designs. Correct a set by copying its file into &lt;code&gt;{folder}&lt;/code&gt; (see resources/README.md). Card texts stay in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search name, ability, keyword… (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kabbalah {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Skipped data files&lt;/b&gt; (the other sets loaded):&lt;ul&gt;{items}&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;No card matches these filters.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharactersScreen</name>
    <message>
        <source>Choose the characters (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the app said (the latest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Followers at the table (5.1.2: the collections between them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {held} cards, {taken} taken, {left} left; {feods} feods to hire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the board at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept aside for wave {number} (turn {turn})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} — {colour}, {feods} feods left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wave {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slots: {slots}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{used} of {slots} {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New picks go:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚖ {card}: wanted by more than one guild: settle it below (5.1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✘ {card} plays for {guild} in this mission: a mercenary plays once (5.1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick {card} ({guild} has them: 5.1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick {card} (guesthouse)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hire {card}: {feods} feods ({left} left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ {card} (comes with the mission: {guild} escorts them; no slot, no feods)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guesthouse follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hired for {feods} feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}, won at auction for {feods} feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}, wave {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is wanted by more than one guild (5.1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mercenary plays once in a mission. Settle by fame: the guild with the greater fame takes {card} (only before anyone offers). Or each guild makes one sealed offer of feods: when all have offered, the offers are shown and the higher takes them and pays it (equal offers: the greater fame). Or a guild gives them up (RULINGS.md R-49, R-61).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give them up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild}: fame {fame}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sealed offer made (R-61)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the offer, then Offer: it stays sealed until all have offered (RULINGS.md R-61)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle by fame</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CityMapView</name>
    <message>
        <source>Map of {city}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CityView</name>
    <message>
        <source>Whole city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole city at once (Ctrl+0 comes back to readable names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect what every spot you hold has yielded (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city&apos;s undo history could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a guild in the Guild view first: the city is explored by guilds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{fame} fame, {feods} feods, {stones} blood stones; {away} of {limit} mercenaries out in the city (the master&apos;s office&apos;s limit, 6.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild}: {fame} fame · {feods} feods · {stones} blood stones · {away} of {limit} mercenaries out in the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} is at the table in the mission {mission}: its mercenaries come back and its city changes once the mission is over (6.4, R-126).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional: the city, its spots and its numbers are the app&apos;s design (resources/city.toml, city_rules.toml; R-48, R-119). Correct them in your data folder. The names of places stay in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News ({count} new)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back from the city: {spots}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News from the city: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{news} (see News).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a place in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send {who} to explore {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send {who} to acquire {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall the mercenaries from {spot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to collect yet: see each spot&apos;s next yield (6.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every spot held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect from {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amounts} from {spot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spot} yields again from now (your clock was put back, R-166)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collected: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer {event}: {answer}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeploymentScreen</name>
    <message>
        <source>Place the miniatures (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} was drawn: they choose the zone and place first; then clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {dignitary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} escorts the {dignitary}: pull the card (it comes with the mission, no slot, no feods); the sub-base is {colour} {base}; the {dignitary} is placed in the {zone} zone with their miniatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a deployment zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild}: choose your zone (named on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {zone} zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a miniature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} ({colour}, the {zone} zone) places a miniature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then tap a lit square of your zone on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the optional elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild}: place a {element}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} to place: tap a free square outside the other players&apos; zones, off the squares the mission&apos;s events change and never shutting a zone in (RULINGS.md R-51, R-135, R-148).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every miniature is placed: tap Start game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {colour} {base} on {square}, facing {facing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DormitoryTab</name>
    <message>
        <source>Enlist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what an injury needs to heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The titles cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission(s) survived</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objective(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dormitory level {level}: {living} of %n slot(s) taken, {per_type} of a type at most</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{title}: no longer in the titles file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Titles and their effects are PROVISIONAL, not in the rulebook: {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a mercenary to see their deeds and titles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: deeds {deeds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their titles cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No title yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot enlist {card}: {fault}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enlist {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a mercenary first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss {name}? {name} leaves the guild; their weapons and codes stay in the guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {name}&apos;s status to {status}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GateTab</name>
    <message>
        <source>the code on the set&apos;s card, e.g. ROG1-…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or paste a whole set file&apos;s text (resources/README.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the cards of this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A set file&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card from a physical card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no set</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{account} owns: {sets} (%n card(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Redeem {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a custom card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add custom card {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GlossaryPanel</name>
    <message>
        <source>Rules glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search every rule…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules glossary (F1) · {about}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules glossary (F1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuildFiles</name>
    <message>
        <source>{guild}: guild box check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the roster to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {guild} to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not imported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not imported: {guild}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not imported: {source}: nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This import empties {guild}: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {guild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and {count} more changes (Show Details…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It empties {guild}: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It takes from {guild}: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{plan}

Import it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a guild first (New guild…): it is what you bring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the guild to import:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a guild</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuildView</name>
    <message>
        <source>New guild…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring this guild to a table shared on the network; take its results home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the guild box check (6.3) as PDF or PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dormitory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pantheon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guesthouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City Gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Building costs, limits and prices are provisional (resources/guild.toml). Card and building names stay in English.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guilds&apos; undo history could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) is read at the next start: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) could not be read: {error}; the guilds are as they were, their Undo starts empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) could not be read: {error}; the guilds are as they were, their Undo starts empty. The file is kept, unchanged, as {kept}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The undo history of the version before (%n guild action(s)) is kept in the database now: Undo goes on from where it stood.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>a mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the guild:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of its bases:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player account:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: new guild {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not shown: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{colour}&lt;/b&gt; · fame &lt;b&gt;{fame}&lt;/b&gt; · feods &lt;b&gt;{feods}&lt;/b&gt; · blood stones &lt;b&gt;{stones}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message>
        <source>Hints at this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept for this table&apos;s guilds; key {key} shows them for one action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: kill chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacks sorted by this, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints are off at this table. Key {key}: the hints for one action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a character: his attacks and who threatens him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attack he could make this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threats ({n})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>Not shown: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Join a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the join token the host&apos;s screen shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table&apos;s address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your guild:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the results home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play its seat on your phone or in a browser:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the address and the join token the host&apos;s &apos;Share the table…&apos; shows (or paste the address its demloc serve prints). Your guild is seated from this computer; nothing of it changes here until you take the results home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not joined: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joining {address} with {guild}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined, but the seat was not kept for the results: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} is at the table as {colour}. Scan the code with your phone to play its seat there; once the host has written the results, take them home here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the table for the results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not taken home: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeeperTab</name>
    <message>
        <source>Enlist permanently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one in the list below and press {button} ({price}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a card in the list first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign {code} to {mercenary}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LedgerTab</name>
    <message>
        <source>Filter by reason…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which lines: every change, or those that change one purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lines that name a mission the guild played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the first day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to this day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first day of the lines shown (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last day of the lines shown (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{count} line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{lines} · fame {fame} · feods {feods} · blood stones {stones}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Opening the cards and the guilds&apos; database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Share the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules &amp;reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the tracker: the glossary at the keyword, effect or action pointed at or selected; elsewhere the Rules view at the section of what is selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing the table needs the guilds&apos; database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sets}, {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} (provisional values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog: {summary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n data file(s) skipped: see Catalog (Ctrl+5)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Database: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The companion app for the DemLoc miniatures skirmish game. Card values are provisional designs: the rulebook prints none.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapScreen</name>
    <message>
        <source>Build the map: {mission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a step to see it lit on the map. The steps stay in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take from the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• {count} × {kind} token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than the box has: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player takes them now and places them in the deployment (6.4.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None in this mission.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MiniaturesScreen</name>
    <message>
        <source>Choose the miniatures (5.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each character gets a sub-base of their guild&apos;s colour with a number of its own (suggested; change it if your bases differ) and a miniature of the category their card shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miniature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {category}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a {category} miniature</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MissionView</name>
    <message>
        <source>Start a new set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past missions (F6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a mission played before, turn by turn (F6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still needed: {needs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game ▶</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MissionsTab</name>
    <message>
        <source>Filter by mission or result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the first day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to this day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first day of the missions shown (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last day of the missions shown (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a mission to read its report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mission played yet: the history fills as missions end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the report as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{count} mission(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Select a mission first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the report of {mission} as a PDF for the guild&apos;s binder (6.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report of {mission} cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No report was kept for this mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the mission report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: select a mission with a report first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: the PDF report cannot be made ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the report of {mission} to {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModeScreen</name>
    <message>
        <source>How is this mission played? (6.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: nothing about your guilds will change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard: control spots, fame and feods are at stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} — kind of mission: {kind}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewsList</name>
    <message>
        <source>Show on the map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ObjectiveScreen</name>
    <message>
        <source>A provisional mission: the rulebook prints none. Its texts stay in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No turn limit: play until the objective is reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn limit is kept hidden: the app will say when (7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission ends after turn {turn}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waves and events</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wave {number}: turn {turn}, %n slot(s). {text}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: no reward, no fame or feods gained or lost (6.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner: {fame} fame, {feods} feods; the others: {others_fame} fame, {others_feods} feods.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverviewTab</name>
    <message>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next level costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs fame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next level gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade the selected building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Buildings&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent ledger&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{feods} feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a building first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade the {building} to level {level} for {cost} feods (you have {feods})?

At level {level}: {gains}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade the {building}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceholderView</name>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Not built yet.&lt;/i&gt; This view will hold:&lt;/p&gt;&lt;p&gt;{promise}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to DemLoc Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make your player account and your first guild from the code card of your Basic Guild Set (rules 4 and 6.2). Nothing is made before you press Create.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;code card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The codes of the Rise of Guilds box (provisional until the printed cards&apos; codes are known). Tap a code card&apos;s code to use it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The codes of the Rise of Guilds box. Tap a code card&apos;s code to use it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The box&apos;s other codes, for the City Gate once your guild is made:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new guild starts with its buildings at level 1 and its starting purse; its bases take its colour at the table (rule 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name of your guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of its bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create makes the account of {player}, enters the set of code {code} in it, and makes the guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot go on: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give your guild a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the colour of your guild&apos;s bases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not made: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>the guilds cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a mission…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} ({counts} players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the table (clockwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No guild yet: add 2 to 4 guilds above (6.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} — from a guild file, for this mission only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guilds on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} — account {account}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} — from a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring a guild file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player needs a guild: make one in the Guild view (Ctrl+1, New guild), or bring a guild file exported on another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring a guild file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DemLoc guild files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring {guild_s} guild file to play the mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} came to the table on a guild file: bring that file again to play the mission (a guest&apos;s file is read only when it is picked, R-159)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: guild: {found} as in this file is not {seated} as seated at the table: bring the file it came on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RaffleScreen</name>
    <message>
        <source>The control spot at stake (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the city&apos;s control spots is drawn: a free one, or one held by a guild at this table. The winner takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the control spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} of {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by {guild}: they defend it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free: no guild holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo to draw again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReadyScreen</name>
    <message>
        <source>{guild} plays first in turn 1, by lot (7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission as it starts (the app keeps it for the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission: {mission} ({mode})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At stake: {spot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guilds: {guilds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{fighters} characters on the board, {aside} kept aside for the waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feods for hires and auctions: {costs}; charged when the results are written (R-130)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No feods to pay: no follower hired, no auction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: no guild pays or gains anything: the hires and auctions ({costs}) are not charged (R-50, R-130).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: no guild pays or gains anything (R-50, R-130).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wave {number} on turn {turn}: {count} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin turn 1: the tracker follows every turn, saved as it happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back returns to the deployment, every miniature kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepare another mission</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes at the next start. The rules reference, the cards&apos; texts and the names from the game&apos;s data files stay in English.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupController</name>
    <message>
        <source>the set-up could not be read again: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this set-up cannot go on: start a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} was not saved: another window changed this set-up, shown now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} was not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShareControls</name>
    <message>
        <source>The table is shared: who is connected, the code ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the table: players join from their phones and laptops</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan the code with a phone&apos;s camera, or type the address in a browser on the same network and give the token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new join token: the old one admits no more devices (R-190)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table stays shared; the status bar says so (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared: {mission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not shared: no device can join.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpotPanel</name>
    <message>
        <source>{feods} feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies) injured</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{hours} h before trying again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it fails: nothing lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it fails: {costs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send ready mercenaries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall them (nothing gained)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a control spot on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a spot, or press Tab to go through them and Enter to choose (6.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unexplored place in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a place nobody has mapped yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yields {yields}. Acquired: {grants}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore it (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try to acquire it (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} {doing}: back in {left} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On its guard after your failed attempt: try again in {left} ({when}; R-121)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your clock was put back: collect to start its yield again from now (R-166).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready to collect: {got}. Next yield in {left}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next yield in {left}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The master&apos;s office sends {limit} at once; %n mercenary(ies) out (6.2).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>More mercenaries: less time (R-120).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More mercenaries: less time, more chance (R-120).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mercenary is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick who goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} sent: {hours} h · back {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} sent: {hours} h · {chance}% chance · back {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back at {when} (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{preview}
Send {free} at most now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableShare</name>
    <message>
        <source>there is no mission to share: prepare a set-up first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table could not be shared: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThreatCard</name>
    <message>
        <source>{kind}: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kills him</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TourDialog</name>
    <message>
        <source>Tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read rule {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>application</name>
    <message>
        <source>The database cannot be opened.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A data file is damaged.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>board.heat</name>
    <message>
        <source>Each square: the chance an enemy kills him there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each square: the damage an enemy does him there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>catalog_view</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} cards: {link}rules {section}&lt;/a&gt; (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyword rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>city.marks</name>
    <message>
        <source>due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{days} d {hours} h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{days} d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yields {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held by your guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held by {guild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unexplored place in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: explore it to learn more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your ensign: {guild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when acquired: {grant}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{task}: {left} left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>city.news</name>
    <message>
        <source>Explored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recalled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is away in the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result}: {spot} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled {roll} against {chance}%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spot} stays known: try to acquire it again from {when} (R-121).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} came back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you lose {spot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(if you do not answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind}: {title} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You answered: {answer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unanswered in time: {answer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer within {left} (R-124).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No news from the city yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>city.panel</name>
    <message>
        <source>Unknown: explore it to learn what it is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known: nobody holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by your guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by {holder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exploring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acquiring</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>city.spot_item</name>
    <message>
        <source>unexplored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>city.view</name>
    <message>
        <source>explored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acquired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing gained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{spot} ({result})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city cannot be shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yield ready to collect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your clock was put back: collect to start its yield again (R-166)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its guard after a failed attempt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>Replace the file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} exists already in {folder}. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.armory</name>
    <message>
        <source>that weapon is no longer in the armory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.card_form</name>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impact resistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand-to-hand (3 or 2+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranged (3 or 2+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane (0-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability {n}: keyword (FLY 3 (a))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability {n}: or its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability {n}: activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability {n}: fate cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability {n}: what it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: shooting damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{weapon}: features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: white mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: black mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: effects (HIT 1, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power {n}: unique effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane code id (if arcane &gt; 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (my-rook-varga)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level (1-5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area of origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favourite weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top slot takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower slot takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (my-city-guard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (my-cinder-imp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabbalah (cinder, mire, veil)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level (1-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (my-long-bow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characteristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range (ranged weapons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting damage (ranged weapons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Features (PERFORATING, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique feature: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique feature: text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for (hunter, …; empty: all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id (my-code-cinder-lash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summoning: white mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summoning: black mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentacle: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentacle: effects (SHIELD 1, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pentacle: unique effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not used with what else is filled in here: leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.commands</name>
    <message>
        <source>New guild {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not redone: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is no longer in the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} changed since it was made (in another window or the mission): it is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not undone: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.common</name>
    <message>
        <source>{feods} feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{feods} feods, {percent}% off: a spot you hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.dormitory</name>
    <message>
        <source>Mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favourite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Titles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead: never usable again (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>escaped (7.2.3): holds no dormitory slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>injured: {needs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what they need was not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exploring: away in the city, back at their task&apos;s end (the City view, 6.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready, but {lacks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that mercenary is no longer in the guild</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.files</name>
    <message>
        <source>To empty it, type the guild&apos;s name as it is here:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the guild file cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.keepers</name>
    <message>
        <source>No arcane code in the library yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No daemon in the pantheon yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No follower in the guesthouse yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your collection holds no arcane code card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your collection holds no daemon card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your collection holds no follower card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no arcane code card in your collection (see the City Gate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no daemon card in your collection (see the City Gate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no follower card in your collection (see the City Gate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {card} to the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {card} to the pantheon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {card} to the guesthouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {card} from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {card} from the pantheon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {card} from the guesthouse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.ledger</name>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blood stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blood stones</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.lock</name>
    <message>
        <source>At the table in {mission}: its structure is locked until the mission&apos;s results are written or it is given up (6.4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.missions</name>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seriously injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead: shown in the dormitory, never usable again (6.4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>escaped (7.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No report was kept for this mission: it was played before the app kept mission reports. Its result line is all there is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (a draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  {label} {amount}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} · {mode} mission · played {when} (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report of {mission} cannot be read, so it is not shown ({damage}). Its result: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who played: {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: {winner} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: no winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  How it ended: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The story: {story}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A training mission: nothing was written to the guilds (6.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reward, injury and title tables used are provisional (resources/injuries.toml, resources/titles.toml).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} is not among this report&apos;s guilds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild_s} rewards (6.4.1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blood stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Item: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties (6.4.1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  {name}: {fate}: {why}; to be active again: {needs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  {name}: {fate}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Came back fine: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Titles earned (provisional, R-104):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The control spot at stake: {spot}: {why}. Its effects: {effects}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The control spot at stake: {spot}: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No control spot was at stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guild.overview</name>
    <message>
        <source>lodges {count} mercenaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} of one type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds {count} weapon cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds {count} arcane codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lodges {count} followers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds {count} daemons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sends {count} mercenaries into the city at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gain} (now {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more mercenaries of level {levels}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no effect in the app yet: the rulebook names it, no use (6.2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hints.cards</name>
    <message>
        <source>Shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brawl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule, section {section}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hints.chart</name>
    <message>
        <source>Damage points: chance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hints.hooks</name>
    <message>
        <source>Hints for one action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card catalog: no hints.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hints.work</name>
    <message>
        <source>The hints could not be worked out (see the log).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>keys</name>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo and redo: in the Guild and City views, and the Mission view&apos;s tracker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keys: in the Mission view&apos;s tracker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mission.cards</name>
    <message>
        <source>{guild} ({colour}): the cards to take from the guild box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take from the guild box:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(kept aside for wave {number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the dignitary: the card comes with the mission)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arcane code: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mission.characters</name>
    <message>
        <source>A training mission charges nothing for hires (R-50, R-130): the feods only limit what each guild may hire or offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hires and auctions won are paid from the guild&apos;s feods when the results are written (R-130): undo a hire now and nothing is paid.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mission.deployment</name>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: the game begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the mission ▶</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mission.players</name>
    <message>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mission.view</name>
    <message>
        <source>Training: nothing about your guilds will change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miniatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still needed: {needs}; and {count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still needed: {needs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mission prepared step by step, from the players to the deployment (rulebook 6.4, 6.4.1); it needs the database, and none is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The missions cannot be prepared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roster</name>
    <message>
        <source>Mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type / level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules_view</name>
    <message>
        <source>You asked about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the tracker: effects, counters, actions, the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keyword matches.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>share_dialog</name>
    <message>
        <source>the set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission, ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission, its results written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission, given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stage}, {mission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Connected: none yet&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{colour}&apos;s player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Connected: {devices}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial.tour</name>
    <message>
        <source>Two ways to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DemLoc is played two ways. Alone, on the app: you look after your guild and send your mercenaries into the city. Together, at a table: the guilds fight a mission on the board while the app keeps count. This tour shows where each is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Guild view (Ctrl+1) holds your guild: its purse and its buildings, one tab each. Enlist the mercenaries of your code card in the Dormitory, arm them in the Armory, teach them arcane codes in the Arcane Library. Your box&apos;s other codes go in at the City Gate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the City view (Ctrl+2) you send mercenaries to the city&apos;s control points: to explore a point nobody knows yet, then to acquire one you know. What your guild holds brings fame and feods as time goes by; now and then an event asks you to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mission at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When two to four players meet at a table, the Mission view (Ctrl+3) brings their guilds together. A training mission wins and loses nothing; a standard one puts a control spot, fame and feods at stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app leads you through the preparation, one phase at a time: the draw of the spot fought over (standard missions), the objective, the map to build, the characters each guild brings, and where the miniatures stand. Everyone taps Next to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>During play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While you play on the board, the tracker keeps each character&apos;s damage, broken seals and effects, the fate points and the kills, and moves to the next turn when you say so. F1 over it explains what you point at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the mission ends the app names the winner, shares out fame and feods, and says what became of each character; after a standard mission it also says who holds the spot. Then play again, or go back to your guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Board view (Ctrl+4) draws a mission&apos;s map. Ask it how far a character may move, which zones it controls and whether a line of fire is clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Catalog view (Ctrl+5) lists every card the app knows, set by set. Their values are our provisional design until the printed ones are known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Rules view (Ctrl+6) holds the rules, searchable. A section number shown as a link anywhere in the app opens it there, and F1 opens it at what you are looking at. Help &gt; Tutorial shows this tour again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>unavailable</name>
    <message>
        <source>{what}: a file it needs is damaged.

{error}

Correct that file (or delete your own copy in the data folder to use the app&apos;s), then start DemLoc again. Nothing in your guilds is changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>undo_rows</name>
    <message>
        <source>Not undone: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not redone: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>views</name>
    <message>
        <source>The board cannot open: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guild cannot be shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active guild: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the guild overview (fame, feods, blood stones, buildings, the ledger), the dormitory, armory, arcane library, daemonic pantheon, guesthouse and the City Gate to redeem set codes (rulebook 5.1, 6.2, 6.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map of the city&apos;s five areas and their control points: send mercenaries to explore and acquire them, collect what they yield, answer the city&apos;s events (rulebook 6.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City of DemLoc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a database to play the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>welcome</name>
    <message>
        <source>Add a &amp;player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new player needs the guilds&apos; database, still opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player yet: File &gt; Add a player… makes your account and your guild from your code card (6.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Guild view cannot be shown: see it for why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {what}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>welcome.commands</name>
    <message>
        <source>New player {player}, guild {guild}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not redone: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} is no longer in the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{guild} changed since it was made (in another window or the mission): it is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not undone: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>welcome.dialog</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
