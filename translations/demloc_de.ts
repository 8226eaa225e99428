<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ArmoryTab</name>
    <message>
        <source>Drag a weapon onto a mercenary, or select both and press Enter</source>
        <translation>Ziehe eine Waffe auf einen Söldner oder wähle beide und drücke Enter</translation>
    </message>
    <message>
        <source>Equip →</source>
        <translation>Ausrüsten →</translation>
    </message>
    <message>
        <source>Equip the selected weapon on the selected mercenary (Enter)</source>
        <translation>Gewählte Waffe dem gewählten Söldner geben (Enter)</translation>
    </message>
    <message>
        <source>Unequip</source>
        <translation>Abnehmen</translation>
    </message>
    <message>
        <source>Take the selected weapon back to the armory (Delete)</source>
        <translation>Gewählte Waffe zurück in die Waffenkammer legen (Delete)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weapons&lt;/b&gt; (drag one onto a mercenary, or Equip)</source>
        <translation>&lt;b&gt;Waffen&lt;/b&gt; (auf einen Söldner ziehen oder Ausrüsten)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mercenaries&lt;/b&gt;</source>
        <translation>&lt;b&gt;Söldner&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <source>Buy:</source>
        <translation>Kaufen:</translation>
    </message>
    <message>
        <source>{name} — dead</source>
        <translation>{name} — tot</translation>
    </message>
    <message>
        <source>Dead: shown in the guild, never usable again (6.4.1)</source>
        <translation>Tot: bleibt in der Gilde sichtbar, nie wieder einsetzbar (6.4.1)</translation>
    </message>
    <message>
        <source>No weapon in the armory yet. Choose one under Buy and press Buy.</source>
        <translation>Noch keine Waffe in der Waffenkammer. Wähle eine unter Kaufen und drücke Kaufen.</translation>
    </message>
    <message>
        <source>No weapon in the armory yet, and your collection holds no weapon card: redeem a set that has some, or add one, at the City Gate tab.</source>
        <translation>Noch keine Waffe in der Waffenkammer, und deine Sammlung enthält keine Waffenkarte: Löse im Reiter Stadttor ein Set mit Waffen ein oder füge eine Karte hinzu.</translation>
    </message>
    <message>
        <source>no weapon card in your collection (see the City Gate)</source>
        <translation>keine Waffenkarte in deiner Sammlung (siehe Stadttor)</translation>
    </message>
    <message>
        <source>a weapon</source>
        <translation>eine Waffe</translation>
    </message>
    <message>
        <source>Equip {weapon} on {mercenary}</source>
        <translation>{mercenary} mit {weapon} ausrüsten</translation>
    </message>
    <message>
        <source>Select a weapon and a mercenary first</source>
        <translation>Wähle zuerst eine Waffe und einen Söldner</translation>
    </message>
    <message>
        <source>Select a weapon first</source>
        <translation>Wähle zuerst eine Waffe</translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation>Nicht ausgeführt: {error}</translation>
    </message>
    <message>
        <source>Unequip {weapon} from {mercenary}</source>
        <translation>{weapon} von {mercenary} abnehmen</translation>
    </message>
    <message>
        <source>Unequip {weapon}</source>
        <translation>{weapon} abnehmen</translation>
    </message>
    <message>
        <source>Buy {card}</source>
        <translation>{card} kaufen</translation>
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
        <translation>tötet ihn</translation>
    </message>
    <message>
        <source>a heart or more</source>
        <translation>ein Herz oder mehr</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Damage expected: {armour} to armour, {hit} to hit factor</source>
        <translation>Erwarteter Schaden: {armour} an Rüstung, {hit} an Trefferwert</translation>
    </message>
    <message>
        <source>Goes astray: {astray}; lands on his own side: {friends}</source>
        <translation>Querschläger: {astray}; trifft die eigene Seite: {friends}</translation>
    </message>
    <message>
        <source>Dealt back to him: {damage} expected; kills him: {kill}</source>
        <translation>Rückschlag: {damage} erwartet; tötet ihn: {kill}</translation>
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
        <translation>Erkundung: {place}</translation>
    </message>
    <message>
        <source>Acquiring {place}</source>
        <translation>Einnahme: {place}</translation>
    </message>
    <message>
        <source>{who} · {chance}% chance</source>
        <translation>{who} · {chance}% Chance</translation>
    </message>
    <message>
        <source>Show on the map</source>
        <translation>Auf der Karte zeigen</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Zurückrufen</translation>
    </message>
    <message>
        <source>back in {left} ({when})</source>
        <translation>zurück in {left} ({when})</translation>
    </message>
</context>
<context>
    <name>BusyBand</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop waiting: the action is not done (Esc)</source>
        <translation>Nicht mehr warten: Die Aktion wird nicht ausgeführt (Esc)</translation>
    </message>
    <message>
        <source>the database {where} is busy: another action of this window is waiting for it; try again once it is done</source>
        <translation>die Datenbank {where} ist belegt: Eine andere Aktion dieses Fensters wartet darauf; versuche es danach erneut</translation>
    </message>
    <message>
        <source>the database {where} is busy: another DemLoc is writing to it; try again</source>
        <translation>die Datenbank {where} ist belegt: Ein anderes DemLoc schreibt gerade hinein; versuche es erneut</translation>
    </message>
    <message>
        <source>Waiting for another computer&apos;s write to the database ({seconds} s). Esc: stop, nothing changed.</source>
        <translation>Warte auf den Schreibvorgang eines anderen Computers in der Datenbank ({seconds} s). Esc: abbrechen, nichts geändert.</translation>
    </message>
    <message>
        <source>The database: {where}</source>
        <translation>Die Datenbank: {where}</translation>
    </message>
</context>
<context>
    <name>CardForm</name>
    <message>
        <source>Add the card</source>
        <translation>Karte hinzufügen</translation>
    </message>
    <message>
        <source>Kind of card</source>
        <translation>Kartenart</translation>
    </message>
    <message>
        <source>e.g. {value}</source>
        <translation>z. B. {value}</translation>
    </message>
    <message>
        <source>The card</source>
        <translation>Die Karte</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s):</source>
        <translation>
            <numerusform>%n Problem:</numerusform>
            <numerusform>%n Probleme:</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to add.</source>
        <translation>Bereit zum Hinzufügen.</translation>
    </message>
</context>
<context>
    <name>CardsScreen</name>
    <message>
        <source>Pull the cards and channel the mana (6.4.1)</source>
        <translation>Karten heraussuchen und Mana kanalisieren (6.4.1)</translation>
    </message>
    <message>
        <source>Print the checklists…</source>
        <translation>Checklisten drucken…</translation>
    </message>
    <message>
        <source>Save as PDF or PNG…</source>
        <translation>Als PDF oder PNG speichern…</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>Each character with arcane ability rolls as many arcane dice as it says and takes a cube for each white or black mana; a broken seal only means less mana now (6.4.1). Roll here, or roll at the table and enter the faces.</source>
        <translation>Jeder Charakter mit arkaner Fähigkeit wirft so viele Arkanwürfel wie angegeben und nimmt für jedes weiße oder schwarze Mana einen Holzwürfel; ein gebrochenes Siegel bedeutet nur, dass es jetzt weniger Mana gibt (6.4.1). Würfle hier oder am Tisch und gib die Ergebnisse ein.</translation>
    </message>
    <message>
        <source>{name} channels on entering (wave {number})</source>
        <translation>{name} kanalisiert beim Eintreffen (Welle {number})</translation>
    </message>
    <message>
        <source>✔ {name} channelled {white} white and {black} black mana: put those cubes on their card</source>
        <translation>✔ {name} hat Mana kanalisiert, {white} weiß und {black} schwarz: Lege so viele Holzwürfel auf die Karte</translation>
    </message>
    <message numerus="yes">
        <source>; %n broken seal(s): no effect now</source>
        <translation>
            <numerusform>; %n gebrochenes Siegel: jetzt ohne Wirkung</numerusform>
            <numerusform>; %n gebrochene Siegel: jetzt ohne Wirkung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n arcane die(s) for {name}</source>
        <translation>
            <numerusform>%n Arkanwürfel für {name} werfen</numerusform>
            <numerusform>%n Arkanwürfel für {name} werfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter these faces</source>
        <translation>Diese Ergebnisse eingeben</translation>
    </message>
    <message>
        <source>or, rolled at the table:</source>
        <translation>oder am Tisch gewürfelt:</translation>
    </message>
    <message numerus="yes">
        <source>{name}: choose the face of arcane die(s) {dice} ({faces}), as rolled at the table; nothing was entered (6.4.1)</source>
        <translation>
            <numerusform>{name}: Wähle das Ergebnis von Arkanwürfel {dice} ({faces}) wie am Tisch gewürfelt; nichts eingegeben (6.4.1)</numerusform>
            <numerusform>{name}: Wähle die Ergebnisse der Arkanwürfel {dice} ({faces}) wie am Tisch gewürfelt; nichts eingegeben (6.4.1)</numerusform>
        </translation>
    </message>
    <message>
        <source>the printer took nothing</source>
        <translation>der Drucker hat nichts angenommen</translation>
    </message>
    <message>
        <source>the checklists were not printed: {error}</source>
        <translation>die Checklisten wurden nicht gedruckt: {error}</translation>
    </message>
    <message>
        <source>Save the checklists</source>
        <translation>Checklisten speichern</translation>
    </message>
</context>
<context>
    <name>CatalogView</name>
    <message>
        <source>&lt;b&gt;Provisional values.&lt;/b&gt; The rulebook prints no card statistics: these are our designs. Correct a set by copying its file into &lt;code&gt;{folder}&lt;/code&gt; (see resources/README.md). Card texts stay in English.</source>
        <translation>&lt;b&gt;Vorläufige Werte.&lt;/b&gt; Das Regelbuch nennt keine Kartenwerte: Diese hier sind unser Entwurf. Korrigiere ein Set, indem du seine Datei nach &lt;code&gt;{folder}&lt;/code&gt; kopierst (siehe resources/README.md). Kartentexte bleiben englisch.</translation>
    </message>
    <message>
        <source>Search name, ability, keyword… (Ctrl+F)</source>
        <translation>Name, Fähigkeit, Schlüsselwort suchen… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Find a card</source>
        <translation>Karte suchen</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>All sets</source>
        <translation>Alle Sets</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Alle Typen</translation>
    </message>
    <message>
        <source>kabbalah {name}</source>
        <translation>Kabbala {name}</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Stufe {level}</translation>
    </message>
    <message>
        <source>All keywords</source>
        <translation>Alle Schlüsselwörter</translation>
    </message>
    <message>
        <source>&lt;b&gt;Skipped data files&lt;/b&gt; (the other sets loaded):&lt;ul&gt;{items}&lt;/ul&gt;</source>
        <translation>&lt;b&gt;Übersprungene Datendateien&lt;/b&gt; (die übrigen Sets sind geladen):&lt;ul&gt;{items}&lt;/ul&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n card(s)</source>
        <translation>
            <numerusform>{shown} von %n Karte</numerusform>
            <numerusform>{shown} von %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;No card matches these filters.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Keine Karte passt zu diesen Filtern.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>CharactersScreen</name>
    <message>
        <source>Choose the characters (6.4.1)</source>
        <translation>Charaktere wählen (6.4.1)</translation>
    </message>
    <message>
        <source>What the app said (the latest first)</source>
        <translation>Meldungen der App (neueste zuerst)</translation>
    </message>
    <message>
        <source>Followers at the table (5.1.2: the collections between them)</source>
        <translation>Gefolgsleute am Tisch (5.1.2: aus allen Sammlungen zusammen)</translation>
    </message>
    <message>
        <source>{card}: {held} cards, {taken} taken, {left} left; {feods} feods to hire</source>
        <translation>{card}: {held} Karten, {taken} vergeben, {left} übrig; Anheuern für {feods} Feods</translation>
    </message>
    <message>
        <source>on the board at the start</source>
        <translation>zu Beginn auf dem Spielplan</translation>
    </message>
    <message>
        <source>kept aside for wave {number} (turn {turn})</source>
        <translation>zurückgelegt für Welle {number} (Runde {turn})</translation>
    </message>
    <message>
        <source>{guild} — {colour}, {feods} feods left</source>
        <translation>{guild} — {colour}, noch {feods} Feods</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>zu Beginn</translation>
    </message>
    <message>
        <source>wave {number}</source>
        <translation>Welle {number}</translation>
    </message>
    <message>
        <source>Slots: {slots}</source>
        <translation>Plätze: {slots}</translation>
    </message>
    <message>
        <source>{used} of {slots} {when}</source>
        <translation>{used} von {slots} {when}</translation>
    </message>
    <message>
        <source>New picks go:</source>
        <translation>Neue Wahl:</translation>
    </message>
    <message>
        <source>⚖ {card}: wanted by more than one guild: settle it below (5.1.1)</source>
        <translation>⚖ {card}: von mehreren Gilden gewählt: unten klären (5.1.1)</translation>
    </message>
    <message>
        <source>✘ {card} plays for {guild} in this mission: a mercenary plays once (5.1.1)</source>
        <translation>✘ {card} spielt in dieser Mission für {guild}: Ein Söldner spielt nur einmal (5.1.1)</translation>
    </message>
    <message>
        <source>Pick {card} ({guild} has them: 5.1.1)</source>
        <translation>{card} wählen ({guild} hat die Karte: 5.1.1)</translation>
    </message>
    <message>
        <source>Pick {card}</source>
        <translation>{card} wählen</translation>
    </message>
    <message>
        <source>Pick {card} (guesthouse)</source>
        <translation>{card} wählen (Gästehaus)</translation>
    </message>
    <message>
        <source>Hire {card}: {feods} feods ({left} left)</source>
        <translation>{card} anheuern: {feods} Feods (noch {left})</translation>
    </message>
    <message>
        <source>✔ {card} (comes with the mission: {guild} escorts them; no slot, no feods)</source>
        <translation>✔ {card} (gehört zur Mission: {guild} eskortiert; kein Platz, keine Feods)</translation>
    </message>
    <message>
        <source>mercenary</source>
        <translation>Söldner</translation>
    </message>
    <message>
        <source>guesthouse follower</source>
        <translation>Gefolgsmann aus dem Gästehaus</translation>
    </message>
    <message>
        <source>hired for {feods} feods</source>
        <translation>für {feods} Feods angeheuert</translation>
    </message>
    <message>
        <source>{source}, won at auction for {feods} feods</source>
        <translation>{source}, für {feods} Feods ersteigert</translation>
    </message>
    <message>
        <source>{source}, wave {number}</source>
        <translation>{source}, Welle {number}</translation>
    </message>
    <message>
        <source>Unpick</source>
        <translation>Abwählen</translation>
    </message>
    <message>
        <source>{card} is wanted by more than one guild (5.1.1)</source>
        <translation>{card} wird von mehreren Gilden gewählt (5.1.1)</translation>
    </message>
    <message>
        <source>A mercenary plays once in a mission. Settle by fame: the guild with the greater fame takes {card} (only before anyone offers). Or each guild makes one sealed offer of feods: when all have offered, the offers are shown and the higher takes them and pays it (equal offers: the greater fame). Or a guild gives them up (RULINGS.md R-49, R-61).</source>
        <translation>Ein Söldner spielt nur einmal pro Mission. Nach Ruhm klären: Die Gilde mit mehr Ruhm erhält {card} (nur bevor jemand bietet). Oder jede Gilde gibt ein verdecktes Gebot in Feods ab: Haben alle geboten, werden die Gebote aufgedeckt, das höhere gewinnt und wird bezahlt (bei Gleichstand: mehr Ruhm). Oder eine Gilde verzichtet (RULINGS.md R-49, R-61).</translation>
    </message>
    <message>
        <source>Give them up</source>
        <translation>Verzichten</translation>
    </message>
    <message>
        <source>{guild}: fame {fame}</source>
        <translation>{guild}: Ruhm {fame}</translation>
    </message>
    <message>
        <source>sealed offer made (R-61)</source>
        <translation>verdecktes Gebot abgegeben (R-61)</translation>
    </message>
    <message>
        <source> feods</source>
        <translation> Feods</translation>
    </message>
    <message>
        <source>Type the offer, then Offer: it stays sealed until all have offered (RULINGS.md R-61)</source>
        <translation>Gebot eingeben, dann Bieten: Es bleibt verdeckt, bis alle geboten haben (RULINGS.md R-61)</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Settle by fame</source>
        <translation>Nach Ruhm klären</translation>
    </message>
</context>
<context>
    <name>CityMapView</name>
    <message>
        <source>Map of {city}</source>
        <translation>Karte von {city}</translation>
    </message>
</context>
<context>
    <name>CityView</name>
    <message>
        <source>Whole city</source>
        <translation>Ganze Stadt</translation>
    </message>
    <message>
        <source>The whole city at once (Ctrl+0 comes back to readable names)</source>
        <translation>Die ganze Stadt auf einmal (Ctrl+0: zurück zu lesbaren Namen)</translation>
    </message>
    <message>
        <source>Collect all</source>
        <translation>Alles einsammeln</translation>
    </message>
    <message>
        <source>Collect what every spot you hold has yielded (Ctrl+L)</source>
        <translation>Erträge aller deiner Punkte einsammeln (Ctrl+L)</translation>
    </message>
    <message>
        <source>Guild:</source>
        <translation>Gilde:</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Unterwegs</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>The city&apos;s undo history could not be read: {error}</source>
        <translation>Der Rückgängig-Verlauf der Stadt konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>The city cannot be read: {error}</source>
        <translation>Die Stadt kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Make a guild in the Guild view first: the city is explored by guilds.</source>
        <translation>Lege zuerst in der Ansicht Gilde eine Gilde an: Die Stadt wird von Gilden erkundet.</translation>
    </message>
    <message>
        <source>{fame} fame, {feods} feods, {stones} blood stones; {away} of {limit} mercenaries out in the city (the master&apos;s office&apos;s limit, 6.2)</source>
        <translation>{fame} Ruhm, {feods} Feods, {stones} Blutsteine; {away} von {limit} Söldnern in der Stadt unterwegs (Grenze des Meisteramts, 6.2)</translation>
    </message>
    <message>
        <source>{guild}: {fame} fame · {feods} feods · {stones} blood stones · {away} of {limit} mercenaries out in the city</source>
        <translation>{guild}: {fame} Ruhm · {feods} Feods · {stones} Blutsteine · {away} von {limit} Söldnern in der Stadt unterwegs</translation>
    </message>
    <message>
        <source>{guild} is at the table in the mission {mission}: its mercenaries come back and its city changes once the mission is over (6.4, R-126).</source>
        <translation>{guild} sitzt in der Mission {mission} am Tisch: Ihre Söldner kehren zurück und ihre Stadt ändert sich erst, wenn die Mission vorbei ist (6.4, R-126).</translation>
    </message>
    <message>
        <source>Provisional: the city, its spots and its numbers are the app&apos;s design (resources/city.toml, city_rules.toml; R-48, R-119). Correct them in your data folder. The names of places stay in English.</source>
        <translation>Vorläufig: Die Stadt, ihre Punkte und ihre Zahlen sind Entwürfe der App (resources/city.toml, city_rules.toml; R-48, R-119). Korrigiere sie in deinem Datenordner. Ortsnamen bleiben englisch.</translation>
    </message>
    <message>
        <source>News ({count} new)</source>
        <translation>Nachrichten ({count} neu)</translation>
    </message>
    <message>
        <source>Back from the city: {spots}</source>
        <translation>Zurück aus der Stadt: {spots}</translation>
    </message>
    <message>
        <source>News from the city: {title}</source>
        <translation>Nachricht aus der Stadt: {title}</translation>
    </message>
    <message>
        <source>{news} (see News).</source>
        <translation>{news} (siehe Nachrichten).</translation>
    </message>
    <message>
        <source>Away ({count})</source>
        <translation>Unterwegs ({count})</translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation>Nicht ausgeführt: {error}</translation>
    </message>
    <message>
        <source>Done: {action}</source>
        <translation>Ausgeführt: {action}</translation>
    </message>
    <message>
        <source>a place in {area}</source>
        <translation>ein Ort in {area}</translation>
    </message>
    <message>
        <source>Send {who} to explore {place}</source>
        <translation>{who} schicken: {place} erkunden</translation>
    </message>
    <message>
        <source>Send {who} to acquire {place}</source>
        <translation>{who} schicken: {place} einnehmen</translation>
    </message>
    <message>
        <source>the city</source>
        <translation>die Stadt</translation>
    </message>
    <message>
        <source>Recall the mercenaries from {spot}</source>
        <translation>Söldner von {spot} zurückrufen</translation>
    </message>
    <message>
        <source>nothing to collect yet: see each spot&apos;s next yield (6.2)</source>
        <translation>noch nichts einzusammeln: siehe den nächsten Ertrag jedes Punkts (6.2)</translation>
    </message>
    <message>
        <source>every spot held</source>
        <translation>alle gehaltenen Punkte</translation>
    </message>
    <message>
        <source>Collect from {where}</source>
        <translation>Einsammeln: {where}</translation>
    </message>
    <message>
        <source>{amounts} from {spot}</source>
        <translation>{amounts} von {spot}</translation>
    </message>
    <message>
        <source>{spot} yields again from now (your clock was put back, R-166)</source>
        <translation>{spot} bringt ab jetzt wieder Ertrag (deine Uhr wurde zurückgestellt, R-166)</translation>
    </message>
    <message>
        <source>Collected: {what}</source>
        <translation>Eingesammelt: {what}</translation>
    </message>
    <message>
        <source>the event</source>
        <translation>das Ereignis</translation>
    </message>
    <message>
        <source>Answer {event}: {answer}</source>
        <translation>Antwort auf {event}: {answer}</translation>
    </message>
</context>
<context>
    <name>DeploymentScreen</name>
    <message>
        <source>Place the miniatures (6.4.1)</source>
        <translation>Miniaturen aufstellen (6.4.1)</translation>
    </message>
    <message>
        <source>{guild} was drawn: they choose the zone and place first; then clockwise</source>
        <translation>{guild} wurde ausgelost: wählt zuerst die Zone und stellt zuerst auf; dann im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>The {dignitary}</source>
        <translation>Würdenträger: {dignitary}</translation>
    </message>
    <message>
        <source>{guild} escorts the {dignitary}: pull the card (it comes with the mission, no slot, no feods); the sub-base is {colour} {base}; the {dignitary} is placed in the {zone} zone with their miniatures</source>
        <translation>{guild} eskortiert den Würdenträger {dignitary}: Karte heraussuchen (gehört zur Mission, kein Platz, keine Feods); Untersockel {colour} {base}; {dignitary} wird mit den Miniaturen der Gilde in Zone {zone} aufgestellt</translation>
    </message>
    <message>
        <source>Choose a deployment zone</source>
        <translation>Aufstellungszone wählen</translation>
    </message>
    <message>
        <source>{guild}: choose your zone (named on the board)</source>
        <translation>{guild}: Wähle deine Zone (auf dem Spielplan benannt)</translation>
    </message>
    <message>
        <source>The {zone} zone</source>
        <translation>Zone {zone}</translation>
    </message>
    <message>
        <source>Place a miniature</source>
        <translation>Miniatur aufstellen</translation>
    </message>
    <message>
        <source>{guild} ({colour}, the {zone} zone) places a miniature</source>
        <translation>{guild} ({colour}, Zone {zone}) stellt eine Miniatur auf</translation>
    </message>
    <message>
        <source>Facing:</source>
        <translation>Blickrichtung:</translation>
    </message>
    <message>
        <source>Then tap a lit square of your zone on the board.</source>
        <translation>Tippe dann auf ein hervorgehobenes Feld deiner Zone auf dem Spielplan.</translation>
    </message>
    <message>
        <source>Place the optional elements</source>
        <translation>Optionale Elemente platzieren</translation>
    </message>
    <message>
        <source>{guild}: place a {element}</source>
        <translation>{guild}: {element} platzieren</translation>
    </message>
    <message>
        <source>{count} to place: tap a free square outside the other players&apos; zones, off the squares the mission&apos;s events change and never shutting a zone in (RULINGS.md R-51, R-135, R-148).</source>
        <translation>{count} zu platzieren: Tippe auf ein freies Feld außerhalb der Zonen der anderen Spieler, nicht auf Feldern, die Ereignisse der Mission verändern, und ohne eine Zone abzuriegeln (RULINGS.md R-51, R-135, R-148).</translation>
    </message>
    <message>
        <source>Every miniature is placed: tap Start game.</source>
        <translation>Alle Miniaturen stehen: Tippe auf Spiel starten.</translation>
    </message>
    <message>
        <source>{card}: {colour} {base} on {square}, facing {facing}</source>
        <translation>{card}: {colour} {base} auf {square}, Blickrichtung {facing}</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Auf dem Spielplan</translation>
    </message>
</context>
<context>
    <name>DormitoryTab</name>
    <message>
        <source>Enlist</source>
        <translation>Anwerben</translation>
    </message>
    <message>
        <source>Dismiss…</source>
        <translation>Entlassen…</translation>
    </message>
    <message>
        <source>what an injury needs to heal</source>
        <translation>was eine Verletzung zum Heilen braucht</translation>
    </message>
    <message>
        <source>Set status</source>
        <translation>Status setzen</translation>
    </message>
    <message>
        <source>The titles cannot be read: {error}</source>
        <translation>Die Titel können nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation>
            <numerusform>%n Tötung</numerusform>
            <numerusform>%n Tötungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission(s) survived</source>
        <translation>
            <numerusform>%n Mission überlebt</numerusform>
            <numerusform>%n Missionen überlebt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objective(s)</source>
        <translation>
            <numerusform>%n Ziel</numerusform>
            <numerusform>%n Ziele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dormitory level {level}: {living} of %n slot(s) taken, {per_type} of a type at most</source>
        <translation>
            <numerusform>Quartier Stufe {level}: {living} von %n Platz belegt, höchstens {per_type} pro Typ</numerusform>
            <numerusform>Quartier Stufe {level}: {living} von %n Plätzen belegt, höchstens {per_type} pro Typ</numerusform>
        </translation>
    </message>
    <message>
        <source>{title}: no longer in the titles file</source>
        <translation>{title}: nicht mehr in der Titeldatei</translation>
    </message>
    <message>
        <source>Titles and their effects are PROVISIONAL, not in the rulebook: {file}</source>
        <translation>Titel und ihre Effekte sind VORLÄUFIG, nicht im Regelbuch: {file}</translation>
    </message>
    <message>
        <source>Select a mercenary to see their deeds and titles.</source>
        <translation>Wähle einen Söldner, um seine Taten und Titel zu sehen.</translation>
    </message>
    <message>
        <source>{name}: deeds {deeds}.</source>
        <translation>{name}: Taten {deeds}.</translation>
    </message>
    <message>
        <source>Their titles cannot be read.</source>
        <translation>Die Titel können nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Title {title}</source>
        <translation>Titel {title}</translation>
    </message>
    <message>
        <source>No title yet.</source>
        <translation>Noch kein Titel.</translation>
    </message>
    <message>
        <source>Cannot enlist {card}: {fault}</source>
        <translation>{card} kann nicht angeworben werden: {fault}</translation>
    </message>
    <message>
        <source>Enlist {name}</source>
        <translation>{name} anwerben</translation>
    </message>
    <message>
        <source>Select a mercenary first</source>
        <translation>Wähle zuerst einen Söldner</translation>
    </message>
    <message>
        <source>Dismiss {name}? {name} leaves the guild; their weapons and codes stay in the guild.</source>
        <translation>{name} entlassen? {name} verlässt die Gilde; Waffen und Kodizes bleiben in der Gilde.</translation>
    </message>
    <message>
        <source>Dismiss {name}</source>
        <translation>{name} entlassen</translation>
    </message>
    <message>
        <source>Set {name}&apos;s status to {status}</source>
        <translation>Status von {name} auf {status} setzen</translation>
    </message>
</context>
<context>
    <name>GateTab</name>
    <message>
        <source>the code on the set&apos;s card, e.g. ROG1-…</source>
        <translation>der Code auf der Karte des Sets, z. B. ROG1-…</translation>
    </message>
    <message>
        <source>Redeem</source>
        <translation>Einlösen</translation>
    </message>
    <message>
        <source>Or paste a whole set file&apos;s text (resources/README.md)</source>
        <translation>Oder füge den ganzen Text einer Set-Datei ein (resources/README.md)</translation>
    </message>
    <message>
        <source>Add the cards of this text</source>
        <translation>Karten aus diesem Text hinzufügen</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <source>A set file&apos;s text</source>
        <translation>Text einer Set-Datei</translation>
    </message>
    <message>
        <source>A card from a physical card</source>
        <translation>Karte von einer gedruckten Karte</translation>
    </message>
    <message>
        <source>no set</source>
        <translation>kein Set</translation>
    </message>
    <message numerus="yes">
        <source>{account} owns: {sets} (%n card(s))</source>
        <translation>
            <numerusform>{account} besitzt: {sets} (%n Karte)</numerusform>
            <numerusform>{account} besitzt: {sets} (%n Karten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Redeem {code}</source>
        <translation>{code} einlösen</translation>
    </message>
    <message>
        <source>a custom card</source>
        <translation>eine eigene Karte</translation>
    </message>
    <message>
        <source>Add custom card {names}</source>
        <translation>Eigene Karte {names} hinzufügen</translation>
    </message>
</context>
<context>
    <name>GlossaryPanel</name>
    <message>
        <source>Rules glossary</source>
        <translation>Regelglossar</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>Search every rule…</source>
        <translation>Alle Regeln durchsuchen…</translation>
    </message>
    <message>
        <source>Rules glossary (F1) · {about}</source>
        <translation>Regelglossar (F1) · {about}</translation>
    </message>
    <message>
        <source>Rules glossary (F1)</source>
        <translation>Regelglossar (F1)</translation>
    </message>
</context>
<context>
    <name>GuildFiles</name>
    <message>
        <source>{guild}: guild box check</source>
        <translation>{guild}: Gildenbox-Checkliste</translation>
    </message>
    <message>
        <source>Not written: {error}</source>
        <translation>Nicht gespeichert: {error}</translation>
    </message>
    <message>
        <source>Wrote the roster to {path}</source>
        <translation>Kaderliste gespeichert in {path}</translation>
    </message>
    <message>
        <source>{guild} roster</source>
        <translation>Kaderliste {guild}</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Kaderliste</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>Nicht exportiert: {error}</translation>
    </message>
    <message>
        <source>Exported {guild} to {path}</source>
        <translation>{guild} exportiert nach {path}</translation>
    </message>
    <message>
        <source>Export the guild</source>
        <translation>Gilde exportieren</translation>
    </message>
    <message>
        <source>Not imported: {error}</source>
        <translation>Nicht importiert: {error}</translation>
    </message>
    <message>
        <source>Not imported: {guild}: {why}</source>
        <translation>Nicht importiert: {guild}: {why}</translation>
    </message>
    <message>
        <source>Not imported: {source}: nothing was changed</source>
        <translation>Nicht importiert: {source}: nichts wurde geändert</translation>
    </message>
    <message>
        <source>This import empties {guild}: {what}.</source>
        <translation>Dieser Import leert {guild}: {what}.</translation>
    </message>
    <message>
        <source>Imported {guild}</source>
        <translation>{guild} importiert</translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation>und {count} weitere</translation>
    </message>
    <message>
        <source>… and {count} more changes (Show Details…)</source>
        <translation>… und {count} weitere Änderungen (Details einblenden…)</translation>
    </message>
    <message>
        <source>It empties {guild}: {what}.</source>
        <translation>Der Import leert {guild}: {what}.</translation>
    </message>
    <message>
        <source>It takes from {guild}: {what}.</source>
        <translation>Der Import nimmt aus {guild}: {what}.</translation>
    </message>
    <message>
        <source>{plan}

Import it?</source>
        <translation>{plan}

Importieren?</translation>
    </message>
    <message>
        <source>Guild</source>
        <translation>Gilde</translation>
    </message>
    <message>
        <source>Make a guild first (New guild…): it is what you bring</source>
        <translation>Lege zuerst eine Gilde an (Neue Gilde…): Sie ist das, was du mitbringst</translation>
    </message>
    <message>
        <source>Name of the guild to import:</source>
        <translation>Name der zu importierenden Gilde:</translation>
    </message>
    <message>
        <source>Import a guild</source>
        <translation>Gilde importieren</translation>
    </message>
</context>
<context>
    <name>GuildView</name>
    <message>
        <source>New guild…</source>
        <translation>Neue Gilde…</translation>
    </message>
    <message>
        <source>Roster…</source>
        <translation>Kaderliste…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Tisch beitreten…</translation>
    </message>
    <message>
        <source>Bring this guild to a table shared on the network; take its results home</source>
        <translation>Diese Gilde an einen im Netzwerk geteilten Tisch bringen und die Ergebnisse übernehmen</translation>
    </message>
    <message>
        <source>Print the guild box check (6.3) as PDF or PNG</source>
        <translation>Gildenbox-Checkliste (6.3) als PDF oder PNG drucken</translation>
    </message>
    <message>
        <source>Guild:</source>
        <translation>Gilde:</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Geöffnet</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Dormitory</source>
        <translation>Quartier</translation>
    </message>
    <message>
        <source>Armory</source>
        <translation>Waffenkammer</translation>
    </message>
    <message>
        <source>Arcane library</source>
        <translation>Arkanbibliothek</translation>
    </message>
    <message>
        <source>Pantheon</source>
        <translation>Pantheon</translation>
    </message>
    <message>
        <source>Guesthouse</source>
        <translation>Gästehaus</translation>
    </message>
    <message>
        <source>City Gate</source>
        <translation>Stadttor</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Kassenbuch</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missionen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&lt;i&gt;Building costs, limits and prices are provisional (resources/guild.toml). Card and building names stay in English.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Baukosten, Grenzen und Preise sind vorläufig (resources/guild.toml). Karten- und Gebäudenamen bleiben englisch.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>The guilds&apos; undo history could not be read: {error}</source>
        <translation>Der Rückgängig-Verlauf der Gilden konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) is read at the next start: {error}</source>
        <translation>Der Rückgängig-Verlauf der vorigen Version ({file}) wird beim nächsten Start gelesen: {error}</translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) could not be read: {error}; the guilds are as they were, their Undo starts empty.</source>
        <translation>Der Rückgängig-Verlauf der vorigen Version ({file}) konnte nicht gelesen werden: {error}; die Gilden sind unverändert, ihr Rückgängig beginnt leer.</translation>
    </message>
    <message>
        <source>The undo history of the version before ({file}) could not be read: {error}; the guilds are as they were, their Undo starts empty. The file is kept, unchanged, as {kept}.</source>
        <translation>Der Rückgängig-Verlauf der vorigen Version ({file}) konnte nicht gelesen werden: {error}; die Gilden sind unverändert, ihr Rückgängig beginnt leer. Die Datei bleibt unverändert erhalten als {kept}.</translation>
    </message>
    <message numerus="yes">
        <source>The undo history of the version before (%n guild action(s)) is kept in the database now: Undo goes on from where it stood.</source>
        <translation>
            <numerusform>Der Rückgängig-Verlauf der vorigen Version (%n Gildenaktion) liegt jetzt in der Datenbank: Rückgängig macht dort weiter, wo es stand.</numerusform>
            <numerusform>Der Rückgängig-Verlauf der vorigen Version (%n Gildenaktionen) liegt jetzt in der Datenbank: Rückgängig macht dort weiter, wo es stand.</numerusform>
        </translation>
    </message>
    <message>
        <source>a mercenary</source>
        <translation>ein Söldner</translation>
    </message>
    <message>
        <source>Guild</source>
        <translation>Gilde</translation>
    </message>
    <message>
        <source>Not done: {error}</source>
        <translation>Nicht ausgeführt: {error}</translation>
    </message>
    <message>
        <source>Done: {action}</source>
        <translation>Ausgeführt: {action}</translation>
    </message>
    <message>
        <source>New guild</source>
        <translation>Neue Gilde</translation>
    </message>
    <message>
        <source>Name of the guild:</source>
        <translation>Name der Gilde:</translation>
    </message>
    <message>
        <source>Colour of its bases:</source>
        <translation>Farbe ihrer Sockel:</translation>
    </message>
    <message>
        <source>Player account:</source>
        <translation>Spielerkonto:</translation>
    </message>
    <message>
        <source>Done: new guild {name}</source>
        <translation>Ausgeführt: neue Gilde {name}</translation>
    </message>
    <message>
        <source>Not shown: {error}</source>
        <translation>Nicht angezeigt: {error}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{colour}&lt;/b&gt; · fame &lt;b&gt;{fame}&lt;/b&gt; · feods &lt;b&gt;{feods}&lt;/b&gt; · blood stones &lt;b&gt;{stones}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{colour}&lt;/b&gt; · Ruhm &lt;b&gt;{fame}&lt;/b&gt; · Feods &lt;b&gt;{feods}&lt;/b&gt; · Blutsteine &lt;b&gt;{stones}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message>
        <source>Hints at this table</source>
        <translation>Tipps an diesem Tisch</translation>
    </message>
    <message>
        <source>Kept for this table&apos;s guilds; key {key} shows them for one action</source>
        <translation>Gilt für die Gilden dieses Tisches; Taste {key} zeigt sie für eine Aktion</translation>
    </message>
    <message>
        <source>Best: kill chance</source>
        <translation>Beste: Tötung</translation>
    </message>
    <message>
        <source>Best: damage</source>
        <translation>Beste: Schaden</translation>
    </message>
    <message>
        <source>The attacks sorted by this, best first</source>
        <translation>Die Angriffe danach sortiert, die besten zuerst</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Threats</source>
        <translation>Bedrohungen</translation>
    </message>
    <message>
        <source>Hints are off at this table. Key {key}: the hints for one action.</source>
        <translation>Tipps sind an diesem Tisch aus. Taste {key}: die Tipps für eine Aktion.</translation>
    </message>
    <message>
        <source>Select a character: his attacks and who threatens him.</source>
        <translation>Wähle einen Charakter: seine Angriffe und wer ihn bedroht.</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Berechne die Chancen…</translation>
    </message>
    <message>
        <source>No attack he could make this phase.</source>
        <translation>Kein Angriff, den er in dieser Phase machen könnte.</translation>
    </message>
    <message>
        <source>Attacks ({n})</source>
        <translation>Angriffe ({n})</translation>
    </message>
    <message>
        <source>Threats ({n})</source>
        <translation>Bedrohungen ({n})</translation>
    </message>
</context>
<context>
    <name>HistoryTab</name>
    <message>
        <source>Not shown: {error}</source>
        <translation>Nicht angezeigt: {error}</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Tisch beitreten</translation>
    </message>
    <message>
        <source>the join token the host&apos;s screen shows</source>
        <translation>der Beitrittsschlüssel vom Bildschirm des Gastgebers</translation>
    </message>
    <message>
        <source>Table&apos;s address:</source>
        <translation>Adresse des Tisches:</translation>
    </message>
    <message>
        <source>Join token:</source>
        <translation>Beitrittsschlüssel:</translation>
    </message>
    <message>
        <source>Your guild:</source>
        <translation>Deine Gilde:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Take the results home</source>
        <translation>Ergebnisse übernehmen</translation>
    </message>
    <message>
        <source>Play its seat on your phone or in a browser:</source>
        <translation>Ihren Platz auf dem Handy oder im Browser spielen:</translation>
    </message>
    <message>
        <source>Type the address and the join token the host&apos;s &apos;Share the table…&apos; shows (or paste the address its demloc serve prints). Your guild is seated from this computer; nothing of it changes here until you take the results home.</source>
        <translation>Gib die Adresse und den Beitrittsschlüssel ein, die „Tisch teilen…“ beim Gastgeber zeigt (oder füge die Adresse ein, die sein demloc serve ausgibt). Deine Gilde nimmt von diesem Computer aus Platz; hier ändert sich nichts an ihr, bis du die Ergebnisse übernimmst.</translation>
    </message>
    <message>
        <source>Not joined: {error}</source>
        <translation>Nicht beigetreten: {error}</translation>
    </message>
    <message>
        <source>Joining {address} with {guild}…</source>
        <translation>Trete {address} mit {guild} bei…</translation>
    </message>
    <message>
        <source>Joined, but the seat was not kept for the results: {error}</source>
        <translation>Beigetreten, aber der Platz wurde für die Ergebnisse nicht gespeichert: {error}</translation>
    </message>
    <message>
        <source>{guild} is at the table as {colour}. Scan the code with your phone to play its seat there; once the host has written the results, take them home here.</source>
        <translation>{guild} sitzt als {colour} am Tisch. Scanne den Code mit deinem Handy, um ihren Platz dort zu spielen; sobald der Gastgeber die Ergebnisse eingetragen hat, übernimm sie hier.</translation>
    </message>
    <message>
        <source>Asking the table for the results…</source>
        <translation>Frage den Tisch nach den Ergebnissen…</translation>
    </message>
    <message>
        <source>Not taken home: {error}</source>
        <translation>Nicht übernommen: {error}</translation>
    </message>
</context>
<context>
    <name>KeeperTab</name>
    <message>
        <source>Enlist permanently</source>
        <translation>Dauerhaft anwerben</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Assign to</source>
        <translation>Zuweisen an</translation>
    </message>
    <message>
        <source>Choose one in the list below and press {button} ({price}).</source>
        <translation>Wähle einen Eintrag in der Liste unten und drücke {button} ({price}).</translation>
    </message>
    <message>
        <source>Select a card in the list first</source>
        <translation>Wähle zuerst eine Karte in der Liste</translation>
    </message>
    <message>
        <source>a code</source>
        <translation>ein Kodex</translation>
    </message>
    <message>
        <source>Assign {code} to {mercenary}</source>
        <translation>{code} zuweisen an {mercenary}</translation>
    </message>
</context>
<context>
    <name>LedgerTab</name>
    <message>
        <source>Filter by reason…</source>
        <translation>Nach Grund filtern…</translation>
    </message>
    <message>
        <source>Which lines: every change, or those that change one purse</source>
        <translation>Welche Zeilen: jede Änderung oder nur die eines Bestands</translation>
    </message>
    <message>
        <source>The lines that name a mission the guild played</source>
        <translation>Die Zeilen zu einer Mission, die die Gilde gespielt hat</translation>
    </message>
    <message>
        <source>from the first day</source>
        <translation>ab dem ersten Tag</translation>
    </message>
    <message>
        <source>to this day</source>
        <translation>bis heute</translation>
    </message>
    <message>
        <source>The first day of the lines shown (UTC)</source>
        <translation>Erster Tag der gezeigten Zeilen (UTC)</translation>
    </message>
    <message>
        <source>The last day of the lines shown (UTC)</source>
        <translation>Letzter Tag der gezeigten Zeilen (UTC)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message numerus="yes">
        <source>{count} line(s)</source>
        <translation>
            <numerusform>{count} Zeile</numerusform>
            <numerusform>{count} Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>{lines} · fame {fame} · feods {feods} · blood stones {stones}</source>
        <translation>{lines} · Ruhm {fame} · Feods {feods} · Blutsteine {stones}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Opening the cards and the guilds&apos; database…</source>
        <translation>Öffne die Karten und die Datenbank der Gilden…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Mission</source>
        <translation>&amp;Mission</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Share the table…</source>
        <translation>Tisch &amp;teilen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Rules &amp;reference</source>
        <translation>&amp;Regelreferenz</translation>
    </message>
    <message>
        <source>In the tracker: the glossary at the keyword, effect or action pointed at or selected; elsewhere the Rules view at the section of what is selected</source>
        <translation>Im Tracker: das Glossar zum Schlüsselwort, Effekt oder zur Aktion unter dem Zeiger oder in der Auswahl; sonst die Ansicht Regeln beim Abschnitt des Ausgewählten</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>Sharing the table needs the guilds&apos; database</source>
        <translation>Zum Teilen des Tisches wird die Datenbank der Gilden gebraucht</translation>
    </message>
    <message>
        <source>{sets}, {cards}</source>
        <translation>{sets}, {cards}</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <translation>
            <numerusform>%n Set</numerusform>
            <numerusform>%n Sets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{summary} (provisional values)</source>
        <translation>{summary} (vorläufige Werte)</translation>
    </message>
    <message>
        <source>Catalog: {summary}</source>
        <translation>Katalog: {summary}</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n data file(s) skipped: see Catalog (Ctrl+5)</source>
        <translation>
            <numerusform>⚠ %n Datendatei übersprungen: siehe Katalog (Ctrl+5)</numerusform>
            <numerusform>⚠ %n Datendateien übersprungen: siehe Katalog (Ctrl+5)</numerusform>
        </translation>
    </message>
    <message>
        <source>Database: {where}</source>
        <translation>Datenbank: {where}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
    <message>
        <source>The companion app for the DemLoc miniatures skirmish game. Card values are provisional designs: the rulebook prints none.</source>
        <translation>Die Begleit-App zum Miniaturen-Skirmish-Spiel DemLoc. Die Kartenwerte sind vorläufige Entwürfe: Das Regelbuch nennt keine.</translation>
    </message>
</context>
<context>
    <name>MapScreen</name>
    <message>
        <source>Build the map: {mission}</source>
        <translation>Karte aufbauen: {mission}</translation>
    </message>
    <message>
        <source>Tap a step to see it lit on the map. The steps stay in English.</source>
        <translation>Tippe auf einen Schritt, um ihn auf der Karte hervorzuheben. Die Schritte bleiben englisch.</translation>
    </message>
    <message>
        <source>Take from the box</source>
        <translation>Aus der Schachtel nehmen</translation>
    </message>
    <message>
        <source>• {count} × {kind} token</source>
        <translation>• {count} × Marker {kind}</translation>
    </message>
    <message>
        <source>More than the box has: {what}</source>
        <translation>Mehr, als die Schachtel enthält: {what}</translation>
    </message>
    <message>
        <source>Optional elements</source>
        <translation>Optionale Elemente</translation>
    </message>
    <message>
        <source>Each player takes them now and places them in the deployment (6.4.1).</source>
        <translation>Jeder Spieler nimmt sie jetzt und platziert sie bei der Aufstellung (6.4.1).</translation>
    </message>
    <message>
        <source>None in this mission.</source>
        <translation>Keine in dieser Mission.</translation>
    </message>
</context>
<context>
    <name>MiniaturesScreen</name>
    <message>
        <source>Choose the miniatures (5.2)</source>
        <translation>Miniaturen wählen (5.2)</translation>
    </message>
    <message>
        <source>Each character gets a sub-base of their guild&apos;s colour with a number of its own (suggested; change it if your bases differ) and a miniature of the category their card shows.</source>
        <translation>Jeder Charakter erhält einen Untersockel in der Farbe seiner Gilde mit eigener Nummer (Vorschlag; ändere sie, wenn deine Sockel anders sind) und eine Miniatur der Kategorie, die seine Karte zeigt.</translation>
    </message>
    <message>
        <source>Sub-base</source>
        <translation>Untersockel</translation>
    </message>
    <message>
        <source>Miniature</source>
        <translation>Miniatur</translation>
    </message>
    <message>
        <source>a {category}</source>
        <translation>Kategorie {category}</translation>
    </message>
    <message>
        <source>Use a {category} miniature</source>
        <translation>Miniatur der Kategorie {category} nehmen</translation>
    </message>
</context>
<context>
    <name>MissionView</name>
    <message>
        <source>Start a new set-up</source>
        <translation>Neue Vorbereitung beginnen</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Past missions (F6)</source>
        <translation>Frühere Missionen (F6)</translation>
    </message>
    <message>
        <source>Replay a mission played before, turn by turn (F6)</source>
        <translation>Eine frühere Mission Runde für Runde nachspielen (F6)</translation>
    </message>
    <message>
        <source>Still needed: {needs}</source>
        <translation>Noch nötig: {needs}</translation>
    </message>
    <message>
        <source>Start game ▶</source>
        <translation>Spiel starten ▶</translation>
    </message>
</context>
<context>
    <name>MissionsTab</name>
    <message>
        <source>Filter by mission or result…</source>
        <translation>Nach Mission oder Ergebnis filtern…</translation>
    </message>
    <message>
        <source>from the first day</source>
        <translation>ab dem ersten Tag</translation>
    </message>
    <message>
        <source>to this day</source>
        <translation>bis heute</translation>
    </message>
    <message>
        <source>The first day of the missions shown (UTC)</source>
        <translation>Erster Tag der gezeigten Missionen (UTC)</translation>
    </message>
    <message>
        <source>The last day of the missions shown (UTC)</source>
        <translation>Letzter Tag der gezeigten Missionen (UTC)</translation>
    </message>
    <message>
        <source>Select a mission to read its report</source>
        <translation>Wähle eine Mission, um ihren Bericht zu lesen</translation>
    </message>
    <message>
        <source>No mission played yet: the history fills as missions end.</source>
        <translation>Noch keine Mission gespielt: Der Verlauf füllt sich, wenn Missionen enden.</translation>
    </message>
    <message>
        <source>Save the report as PDF…</source>
        <translation>Bericht als PDF speichern…</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message numerus="yes">
        <source>{count} mission(s)</source>
        <translation>
            <numerusform>{count} Mission</numerusform>
            <numerusform>{count} Missionen</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a mission first</source>
        <translation>Wähle zuerst eine Mission</translation>
    </message>
    <message>
        <source>Save the report of {mission} as a PDF for the guild&apos;s binder (6.3)</source>
        <translation>Bericht von {mission} als PDF für den Gildenordner speichern (6.3)</translation>
    </message>
    <message>
        <source>The report of {mission} cannot be read</source>
        <translation>Der Bericht von {mission} kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>No report was kept for this mission</source>
        <translation>Für diese Mission wurde kein Bericht gespeichert</translation>
    </message>
    <message>
        <source>Save the mission report</source>
        <translation>Missionsbericht speichern</translation>
    </message>
    <message>
        <source>{mission} report</source>
        <translation>Bericht {mission}</translation>
    </message>
    <message>
        <source>Not written: select a mission with a report first</source>
        <translation>Nicht gespeichert: Wähle zuerst eine Mission mit Bericht</translation>
    </message>
    <message>
        <source>Not written: the PDF report cannot be made ({error})</source>
        <translation>Nicht gespeichert: Der PDF-Bericht kann nicht erstellt werden ({error})</translation>
    </message>
    <message>
        <source>Not written: {error}</source>
        <translation>Nicht gespeichert: {error}</translation>
    </message>
    <message>
        <source>Wrote the report of {mission} to {path}</source>
        <translation>Bericht von {mission} gespeichert in {path}</translation>
    </message>
</context>
<context>
    <name>ModeScreen</name>
    <message>
        <source>How is this mission played? (6.4)</source>
        <translation>Wie wird diese Mission gespielt? (6.4)</translation>
    </message>
    <message>
        <source>Training: nothing about your guilds will change</source>
        <translation>Training: An euren Gilden ändert sich nichts</translation>
    </message>
    <message>
        <source>Standard: control spots, fame and feods are at stake</source>
        <translation>Standard: Kontrollpunkte, Ruhm und Feods stehen auf dem Spiel</translation>
    </message>
    <message>
        <source>{mission} — kind of mission: {kind}</source>
        <translation>{mission} — Missionsart: {kind}</translation>
    </message>
</context>
<context>
    <name>NewsList</name>
    <message>
        <source>Show on the map</source>
        <translation>Auf der Karte zeigen</translation>
    </message>
</context>
<context>
    <name>ObjectiveScreen</name>
    <message>
        <source>A provisional mission: the rulebook prints none. Its texts stay in English.</source>
        <translation>Eine vorläufige Mission: Das Regelbuch enthält keine. Ihre Texte bleiben englisch.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>No turn limit: play until the objective is reached.</source>
        <translation>Kein Rundenlimit: Spielt, bis das Ziel erreicht ist.</translation>
    </message>
    <message>
        <source>The turn limit is kept hidden: the app will say when (7).</source>
        <translation>Das Rundenlimit bleibt verborgen: Die App sagt, wann es so weit ist (7).</translation>
    </message>
    <message>
        <source>The mission ends after turn {turn}.</source>
        <translation>Die Mission endet nach Runde {turn}.</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Sonderregeln</translation>
    </message>
    <message>
        <source>Waves and events</source>
        <translation>Wellen und Ereignisse</translation>
    </message>
    <message numerus="yes">
        <source>Wave {number}: turn {turn}, %n slot(s). {text}</source>
        <translation>
            <numerusform>Welle {number}: Runde {turn}, %n Platz. {text}</numerusform>
            <numerusform>Welle {number}: Runde {turn}, %n Plätze. {text}</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn}: {text}</source>
        <translation>Runde {turn}: {text}</translation>
    </message>
    <message>
        <source>Rewards</source>
        <translation>Belohnungen</translation>
    </message>
    <message>
        <source>Training: no reward, no fame or feods gained or lost (6.4).</source>
        <translation>Training: keine Belohnung, weder Ruhm noch Feods gewonnen oder verloren (6.4).</translation>
    </message>
    <message>
        <source>The winner: {fame} fame, {feods} feods; the others: {others_fame} fame, {others_feods} feods.</source>
        <translation>Der Sieger: {fame} Ruhm, {feods} Feods; die anderen: {others_fame} Ruhm, {others_feods} Feods.</translation>
    </message>
</context>
<context>
    <name>OverviewTab</name>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Next level costs</source>
        <translation>Nächste Stufe kostet</translation>
    </message>
    <message>
        <source>Needs fame</source>
        <translation>Braucht Ruhm</translation>
    </message>
    <message>
        <source>Next level gives</source>
        <translation>Nächste Stufe bringt</translation>
    </message>
    <message>
        <source>Upgrade the selected building</source>
        <translation>Gewähltes Gebäude ausbauen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buildings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Gebäude&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent ledger&lt;/b&gt;</source>
        <translation>&lt;b&gt;Letzte Buchungen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{feods} feods</source>
        <translation>{feods} Feods</translation>
    </message>
    <message>
        <source>highest level</source>
        <translation>höchste Stufe</translation>
    </message>
    <message>
        <source>Select a building first</source>
        <translation>Wähle zuerst ein Gebäude</translation>
    </message>
    <message>
        <source>Upgrade the {building} to level {level} for {cost} feods (you have {feods})?

At level {level}: {gains}.</source>
        <translation>Gebäude {building} für {cost} Feods auf Stufe {level} ausbauen (du hast {feods})?

Auf Stufe {level}: {gains}.</translation>
    </message>
    <message>
        <source>Upgrade the {building}</source>
        <translation>Gebäude {building} ausbauen</translation>
    </message>
</context>
<context>
    <name>PlaceholderView</name>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Not built yet.&lt;/i&gt; This view will hold:&lt;/p&gt;&lt;p&gt;{promise}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Noch nicht gebaut.&lt;/i&gt; Diese Ansicht wird enthalten:&lt;/p&gt;&lt;p&gt;{promise}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Welcome to DemLoc Companion</source>
        <translation>Willkommen bei DemLoc Companion</translation>
    </message>
    <message>
        <source>A new player</source>
        <translation>Ein neuer Spieler</translation>
    </message>
    <message>
        <source>Make your player account and your first guild from the code card of your Basic Guild Set (rules 4 and 6.2). Nothing is made before you press Create.</source>
        <translation>Lege dein Spielerkonto und deine erste Gilde mit der Codekarte deines Basic Guild Set an (Regeln 4 und 6.2). Erst wenn du Erstellen drückst, wird etwas angelegt.</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>&amp;Dein Name</translation>
    </message>
    <message>
        <source>Your &amp;code card</source>
        <translation>Deine &amp;Codekarte</translation>
    </message>
    <message>
        <source>The codes of the Rise of Guilds box (provisional until the printed cards&apos; codes are known). Tap a code card&apos;s code to use it:</source>
        <translation>Die Codes der Schachtel Rise of Guilds (vorläufig, bis die Codes der gedruckten Karten bekannt sind). Tippe auf den Code einer Codekarte, um ihn zu verwenden:</translation>
    </message>
    <message>
        <source>The codes of the Rise of Guilds box. Tap a code card&apos;s code to use it:</source>
        <translation>Die Codes der Schachtel Rise of Guilds. Tippe auf den Code einer Codekarte, um ihn zu verwenden:</translation>
    </message>
    <message>
        <source>The box&apos;s other codes, for the City Gate once your guild is made:</source>
        <translation>Die übrigen Codes der Schachtel, für das Stadttor, sobald deine Gilde angelegt ist:</translation>
    </message>
    <message>
        <source>Your guild</source>
        <translation>Deine Gilde</translation>
    </message>
    <message>
        <source>A new guild starts with its buildings at level 1 and its starting purse; its bases take its colour at the table (rule 4).</source>
        <translation>Eine neue Gilde beginnt mit Gebäuden auf Stufe 1 und ihrem Startkapital; am Tisch tragen ihre Sockel ihre Farbe (Regel 4).</translation>
    </message>
    <message>
        <source>&amp;Name of your guild</source>
        <translation>&amp;Name deiner Gilde</translation>
    </message>
    <message>
        <source>Colour of its bases</source>
        <translation>Farbe ihrer Sockel</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>Create makes the account of {player}, enters the set of code {code} in it, and makes the guild.</source>
        <translation>Erstellen legt das Konto von {player} an, trägt das Set mit dem Code {code} ein und legt die Gilde an.</translation>
    </message>
    <message>
        <source>Cannot go on: {reason}</source>
        <translation>Nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Give your guild a name.</source>
        <translation>Gib deiner Gilde einen Namen.</translation>
    </message>
    <message>
        <source>Choose the colour of your guild&apos;s bases.</source>
        <translation>Wähle die Farbe der Sockel deiner Gilde.</translation>
    </message>
    <message>
        <source>Not made: {reason}</source>
        <translation>Nicht angelegt: {reason}</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>the guilds cannot be read: {error}</source>
        <translation>die Gilden können nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Choose a mission…</source>
        <translation>Mission wählen…</translation>
    </message>
    <message>
        <source>{mission} ({counts} players)</source>
        <translation>{mission} ({counts} Spieler)</translation>
    </message>
    <message>
        <source>At the table (clockwise)</source>
        <translation>Am Tisch (im Uhrzeigersinn)</translation>
    </message>
    <message>
        <source>No guild yet: add 2 to 4 guilds above (6.4).</source>
        <translation>Noch keine Gilde: Füge oben 2 bis 4 Gilden hinzu (6.4).</translation>
    </message>
    <message>
        <source>{guild} — from a guild file, for this mission only</source>
        <translation>{guild} — aus einer Gildendatei, nur für diese Mission</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Guilds on this computer</source>
        <translation>Gilden auf diesem Computer</translation>
    </message>
    <message>
        <source>{guild} — account {account}</source>
        <translation>{guild} — Konto {account}</translation>
    </message>
    <message>
        <source>{guild} — from a file</source>
        <translation>{guild} — aus einer Datei</translation>
    </message>
    <message>
        <source>Bring a guild file…</source>
        <translation>Gildendatei mitbringen…</translation>
    </message>
    <message>
        <source>Each player needs a guild: make one in the Guild view (Ctrl+1, New guild), or bring a guild file exported on another computer.</source>
        <translation>Jeder Spieler braucht eine Gilde: Lege eine in der Ansicht Gilde an (Ctrl+1, Neue Gilde) oder bring eine auf einem anderen Computer exportierte Gildendatei mit.</translation>
    </message>
    <message>
        <source>Bring a guild file</source>
        <translation>Gildendatei mitbringen</translation>
    </message>
    <message>
        <source>DemLoc guild files (*.json);;All files (*)</source>
        <translation>DemLoc-Gildendateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Bring {guild_s} guild file to play the mission</source>
        <translation>{guild_s} Gildendatei mitbringen, um die Mission zu spielen</translation>
    </message>
    <message>
        <source>{guild} came to the table on a guild file: bring that file again to play the mission (a guest&apos;s file is read only when it is picked, R-159)</source>
        <translation>{guild} kam per Gildendatei an den Tisch: Bring diese Datei erneut mit, um die Mission zu spielen (die Datei eines Gasts wird erst bei der Auswahl gelesen, R-159)</translation>
    </message>
    <message>
        <source>{path}: guild: {found} as in this file is not {seated} as seated at the table: bring the file it came on</source>
        <translation>{path}: Die Gilde {found} in dieser Datei ist nicht {seated} wie am Tisch: Bring die Datei mit, mit der sie kam</translation>
    </message>
</context>
<context>
    <name>RaffleScreen</name>
    <message>
        <source>The control spot at stake (6.4.1)</source>
        <translation>Der umkämpfte Kontrollpunkt (6.4.1)</translation>
    </message>
    <message>
        <source>One of the city&apos;s control spots is drawn: a free one, or one held by a guild at this table. The winner takes it.</source>
        <translation>Einer der Kontrollpunkte der Stadt wird ausgelost: ein freier oder einer, den eine Gilde an diesem Tisch hält. Der Sieger erhält ihn.</translation>
    </message>
    <message>
        <source>Draw the control spot</source>
        <translation>Kontrollpunkt auslosen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <source>{kind} of {area}</source>
        <translation>{kind} von {area}</translation>
    </message>
    <message>
        <source>Held by {guild}: they defend it</source>
        <translation>Gehalten von {guild}: Sie verteidigt ihn</translation>
    </message>
    <message>
        <source>Free: no guild holds it</source>
        <translation>Frei: Keine Gilde hält ihn</translation>
    </message>
    <message>
        <source>Undo to draw again.</source>
        <translation>Rückgängig, um neu auszulosen.</translation>
    </message>
</context>
<context>
    <name>ReadyScreen</name>
    <message>
        <source>{guild} plays first in turn 1, by lot (7)</source>
        <translation>{guild} beginnt Runde 1 (ausgelost, 7)</translation>
    </message>
    <message>
        <source>The mission as it starts (the app keeps it for the game)</source>
        <translation>Die Mission zu Beginn (die App bewahrt sie für das Spiel auf)</translation>
    </message>
    <message>
        <source>Mission: {mission} ({mode})</source>
        <translation>Mission: {mission} ({mode})</translation>
    </message>
    <message>
        <source>At stake: {spot}</source>
        <translation>Auf dem Spiel: {spot}</translation>
    </message>
    <message>
        <source>Guilds: {guilds}</source>
        <translation>Gilden: {guilds}</translation>
    </message>
    <message>
        <source>{fighters} characters on the board, {aside} kept aside for the waves</source>
        <translation>{fighters} Charaktere auf dem Spielplan, {aside} für die Wellen zurückgelegt</translation>
    </message>
    <message>
        <source>Feods for hires and auctions: {costs}; charged when the results are written (R-130)</source>
        <translation>Feods für Anheuern und Auktionen: {costs}; abgebucht, wenn die Ergebnisse eingetragen werden (R-130)</translation>
    </message>
    <message>
        <source>No feods to pay: no follower hired, no auction.</source>
        <translation>Keine Feods zu zahlen: kein Gefolgsmann angeheuert, keine Auktion.</translation>
    </message>
    <message>
        <source>Training: no guild pays or gains anything: the hires and auctions ({costs}) are not charged (R-50, R-130).</source>
        <translation>Training: Keine Gilde zahlt oder gewinnt etwas: Anheuern und Auktionen ({costs}) werden nicht abgebucht (R-50, R-130).</translation>
    </message>
    <message>
        <source>Training: no guild pays or gains anything (R-50, R-130).</source>
        <translation>Training: Keine Gilde zahlt oder gewinnt etwas (R-50, R-130).</translation>
    </message>
    <message>
        <source>Wave {number} on turn {turn}: {count} characters</source>
        <translation>Welle {number} in Runde {turn}: {count} Charaktere</translation>
    </message>
    <message>
        <source>Begin turn 1: the tracker follows every turn, saved as it happens</source>
        <translation>Runde 1 beginnen: Der Tracker verfolgt jede Runde und speichert laufend</translation>
    </message>
    <message>
        <source>Back returns to the deployment, every miniature kept.</source>
        <translation>Zurück führt zur Aufstellung, alle Miniaturen bleiben stehen.</translation>
    </message>
    <message>
        <source>Prepare another mission</source>
        <translation>Weitere Mission vorbereiten</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The language changes at the next start. The rules reference, the cards&apos; texts and the names from the game&apos;s data files stay in English.</source>
        <translation>Die Sprache wechselt beim nächsten Start. Die Regelreferenz, die Kartentexte und die Namen aus den Datendateien des Spiels bleiben englisch.</translation>
    </message>
</context>
<context>
    <name>SetupController</name>
    <message>
        <source>the set-up could not be read again: {error}</source>
        <translation>die Vorbereitung konnte nicht erneut gelesen werden: {error}</translation>
    </message>
    <message>
        <source>this set-up cannot go on: start a new one</source>
        <translation>diese Vorbereitung kann nicht fortgesetzt werden: Beginne eine neue</translation>
    </message>
    <message>
        <source>the step</source>
        <translation>Der Schritt</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>the undo</source>
        <translation>Das Rückgängigmachen</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nichts zu wiederholen</translation>
    </message>
    <message>
        <source>the redo</source>
        <translation>Das Wiederholen</translation>
    </message>
    <message>
        <source>{what} was not saved: another window changed this set-up, shown now</source>
        <translation>{what} wurde nicht gespeichert: Ein anderes Fenster hat diese Vorbereitung geändert, sie wird jetzt angezeigt</translation>
    </message>
    <message>
        <source>{what} was not saved: {error}</source>
        <translation>{what} wurde nicht gespeichert: {error}</translation>
    </message>
</context>
<context>
    <name>ShareControls</name>
    <message>
        <source>The table is shared: who is connected, the code ({key})</source>
        <translation>Der Tisch ist geteilt: wer verbunden ist, der Code ({key})</translation>
    </message>
    <message>
        <source>Share…</source>
        <translation>Teilen…</translation>
    </message>
    <message>
        <source>Shared: {count}</source>
        <translation>Geteilt: {count}</translation>
    </message>
    <message>
        <source>Share the table: players join from their phones and laptops</source>
        <translation>Tisch teilen: Spieler treten per Handy oder Laptop bei</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n Gerät</numerusform>
            <numerusform>%n Geräte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share the table</source>
        <translation>Tisch teilen</translation>
    </message>
    <message>
        <source>Scan the code with a phone&apos;s camera, or type the address in a browser on the same network and give the token.</source>
        <translation>Scanne den Code mit der Kamera eines Handys oder gib die Adresse in einem Browser im selben Netzwerk ein und nenne den Schlüssel.</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Join token</source>
        <translation>Beitrittsschlüssel</translation>
    </message>
    <message>
        <source>New token</source>
        <translation>Neuer Schlüssel</translation>
    </message>
    <message>
        <source>A new join token: the old one admits no more devices (R-190)</source>
        <translation>Ein neuer Beitrittsschlüssel: Mit dem alten tritt kein Gerät mehr bei (R-190)</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Teilen beenden</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The table stays shared; the status bar says so (Esc)</source>
        <translation>Der Tisch bleibt geteilt; die Statusleiste zeigt es an (Esc)</translation>
    </message>
    <message>
        <source>Share again</source>
        <translation>Erneut teilen</translation>
    </message>
    <message>
        <source>Shared: {mission}</source>
        <translation>Geteilt: {mission}</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n Gerät</numerusform>
            <numerusform>%n Geräte</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shared: no device can join.</source>
        <translation>Nicht geteilt: Kein Gerät kann beitreten.</translation>
    </message>
</context>
<context>
    <name>SpotPanel</name>
    <message>
        <source>{feods} feods</source>
        <translation>{feods} Feods</translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies) injured</source>
        <translation>
            <numerusform>%n Söldner verletzt</numerusform>
            <numerusform>%n Söldner verletzt</numerusform>
        </translation>
    </message>
    <message>
        <source>{hours} h before trying again</source>
        <translation>{hours} h bis zum nächsten Versuch</translation>
    </message>
    <message>
        <source>If it fails: nothing lost.</source>
        <translation>Bei Misserfolg: nichts verloren.</translation>
    </message>
    <message>
        <source>If it fails: {costs}.</source>
        <translation>Bei Misserfolg: {costs}.</translation>
    </message>
    <message>
        <source>Send ready mercenaries:</source>
        <translation>Bereite Söldner schicken:</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Schicken</translation>
    </message>
    <message>
        <source>Recall them (nothing gained)</source>
        <translation>Zurückrufen (kein Gewinn)</translation>
    </message>
    <message>
        <source>Collect</source>
        <translation>Einsammeln</translation>
    </message>
    <message>
        <source>Choose a control spot on the map</source>
        <translation>Wähle einen Kontrollpunkt auf der Karte</translation>
    </message>
    <message>
        <source>Tap a spot, or press Tab to go through them and Enter to choose (6.2).</source>
        <translation>Tippe auf einen Punkt oder gehe sie mit Tab durch und wähle mit Enter (6.2).</translation>
    </message>
    <message>
        <source>An unexplored place in {area}</source>
        <translation>Ein unerforschter Ort in {area}</translation>
    </message>
    <message>
        <source>a place nobody has mapped yet</source>
        <translation>ein Ort, den noch niemand kartiert hat</translation>
    </message>
    <message>
        <source>a rival</source>
        <translation>einem Rivalen</translation>
    </message>
    <message>
        <source>Yields {yields}. Acquired: {grants}.</source>
        <translation>Ertrag: {yields}. Bei Einnahme: {grants}.</translation>
    </message>
    <message>
        <source>Explore it (Enter)</source>
        <translation>Erkunden (Enter)</translation>
    </message>
    <message>
        <source>Try to acquire it (Enter)</source>
        <translation>Einnahme versuchen (Enter)</translation>
    </message>
    <message>
        <source>{who} {doing}: back in {left} ({when})</source>
        <translation>{who} {doing}: zurück in {left} ({when})</translation>
    </message>
    <message>
        <source>On its guard after your failed attempt: try again in {left} ({when}; R-121)</source>
        <translation>Nach deinem gescheiterten Versuch auf der Hut: neuer Versuch in {left} ({when}; R-121)</translation>
    </message>
    <message>
        <source>Your clock was put back: collect to start its yield again from now (R-166).</source>
        <translation>Deine Uhr wurde zurückgestellt: Sammle ein, damit der Ertrag ab jetzt neu beginnt (R-166).</translation>
    </message>
    <message>
        <source>Ready to collect: {got}. Next yield in {left}</source>
        <translation>Bereit zum Einsammeln: {got}. Nächster Ertrag in {left}</translation>
    </message>
    <message>
        <source>Next yield in {left}</source>
        <translation>Nächster Ertrag in {left}</translation>
    </message>
    <message numerus="yes">
        <source>The master&apos;s office sends {limit} at once; %n mercenary(ies) out (6.2).</source>
        <translation>
            <numerusform>Das Meisteramt schickt {limit} auf einmal; %n Söldner unterwegs (6.2).</numerusform>
            <numerusform>Das Meisteramt schickt {limit} auf einmal; %n Söldner unterwegs (6.2).</numerusform>
        </translation>
    </message>
    <message>
        <source>More mercenaries: less time (R-120).</source>
        <translation>Mehr Söldner: weniger Zeit (R-120).</translation>
    </message>
    <message>
        <source>More mercenaries: less time, more chance (R-120).</source>
        <translation>Mehr Söldner: weniger Zeit, mehr Chance (R-120).</translation>
    </message>
    <message>
        <source>No mercenary is ready.</source>
        <translation>Kein Söldner ist bereit.</translation>
    </message>
    <message>
        <source>Tick who goes.</source>
        <translation>Hake an, wer geht.</translation>
    </message>
    <message>
        <source>{count} sent: {hours} h · back {when}</source>
        <translation>{count} geschickt: {hours} h · zurück {when}</translation>
    </message>
    <message>
        <source>{count} sent: {hours} h · {chance}% chance · back {when}</source>
        <translation>{count} geschickt: {hours} h · {chance}% Chance · zurück {when}</translation>
    </message>
    <message>
        <source>back at {when} (UTC)</source>
        <translation>zurück um {when} (UTC)</translation>
    </message>
    <message>
        <source>{preview}
Send {free} at most now.</source>
        <translation>{preview}
Schicke jetzt höchstens {free}.</translation>
    </message>
</context>
<context>
    <name>TableShare</name>
    <message>
        <source>there is no mission to share: prepare a set-up first</source>
        <translation>es gibt keine Mission zum Teilen: Bereite zuerst eine vor</translation>
    </message>
    <message>
        <source>the table could not be shared: {error}</source>
        <translation>der Tisch konnte nicht geteilt werden: {error}</translation>
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
        <translation>tötet ihn</translation>
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
        <translation>Tour überspringen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Schritt {n} von {total}</translation>
    </message>
    <message>
        <source>Read rule {section}</source>
        <translation>Regel {section} lesen</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>application</name>
    <message>
        <source>The database cannot be opened.

{error}</source>
        <translation>Die Datenbank kann nicht geöffnet werden.

{error}</translation>
    </message>
    <message>
        <source>A data file is damaged.

{error}</source>
        <translation>Eine Datendatei ist beschädigt.

{error}</translation>
    </message>
</context>
<context>
    <name>board.heat</name>
    <message>
        <source>Each square: the chance an enemy kills him there</source>
        <translation>Jedes Feld: die Chance, dass ein Gegner ihn dort tötet</translation>
    </message>
    <message>
        <source>Each square: the damage an enemy does him there</source>
        <translation>Jedes Feld: der Schaden, den ein Gegner ihm dort zufügt</translation>
    </message>
</context>
<context>
    <name>catalog_view</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Schlüsselwörter</translation>
    </message>
    <message>
        <source>{kind} cards: {link}rules {section}&lt;/a&gt; (F1)</source>
        <translation>{kind}-Karten: {link}Regeln {section}&lt;/a&gt; (F1)</translation>
    </message>
    <message>
        <source>Keyword rules</source>
        <translation>Schlüsselwortregeln</translation>
    </message>
</context>
<context>
    <name>city.marks</name>
    <message>
        <source>due</source>
        <translation>fällig</translation>
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
        <translation>{days} T {hours} h</translation>
    </message>
    <message>
        <source>{days} d</source>
        <translation>{days} T</translation>
    </message>
    <message>
        <source>yields {what}</source>
        <translation>bringt {what}</translation>
    </message>
    <message>
        <source>held by your guild</source>
        <translation>von deiner Gilde gehalten</translation>
    </message>
    <message>
        <source>held by {guild}</source>
        <translation>von {guild} gehalten</translation>
    </message>
    <message>
        <source>An unexplored place in {area}</source>
        <translation>Ein unerforschter Ort in {area}</translation>
    </message>
    <message>
        <source>unknown: explore it to learn more</source>
        <translation>unbekannt: Erkunde ihn, um mehr zu erfahren</translation>
    </message>
    <message>
        <source>{kind} in {area}</source>
        <translation>{kind} in {area}</translation>
    </message>
    <message>
        <source>your ensign: {guild}</source>
        <translation>dein Banner: {guild}</translation>
    </message>
    <message>
        <source>when acquired: {grant}</source>
        <translation>bei Einnahme: {grant}</translation>
    </message>
    <message>
        <source>{task}: {left} left</source>
        <translation>{task}: noch {left}</translation>
    </message>
</context>
<context>
    <name>city.news</name>
    <message>
        <source>Explored</source>
        <translation>Erkundet</translation>
    </message>
    <message>
        <source>Acquired</source>
        <translation>Eingenommen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Gescheitert</translation>
    </message>
    <message>
        <source>Recalled</source>
        <translation>Zurückgerufen</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>A choice</source>
        <translation>Eine Wahl</translation>
    </message>
    <message>
        <source>A threat</source>
        <translation>Eine Bedrohung</translation>
    </message>
    <message>
        <source>Nobody is away in the city.</source>
        <translation>Niemand ist in der Stadt unterwegs.</translation>
    </message>
    <message>
        <source>{result}: {spot} ({when})</source>
        <translation>{result}: {spot} ({when})</translation>
    </message>
    <message>
        <source>Rolled {roll} against {chance}%.</source>
        <translation>Gewürfelt: {roll} gegen {chance}%.</translation>
    </message>
    <message>
        <source>{spot} stays known: try to acquire it again from {when} (R-121).</source>
        <translation>{spot} bleibt bekannt: neuer Einnahmeversuch ab {when} (R-121).</translation>
    </message>
    <message>
        <source>{who} came back.</source>
        <translation>Zurückgekehrt: {who}.</translation>
    </message>
    <message>
        <source>you lose {spot}</source>
        <translation>du verlierst {spot}</translation>
    </message>
    <message>
        <source>the spot</source>
        <translation>den Punkt</translation>
    </message>
    <message>
        <source>(if you do not answer)</source>
        <translation>(wenn du nicht antwortest)</translation>
    </message>
    <message>
        <source>{kind}: {title} ({when})</source>
        <translation>{kind}: {title} ({when})</translation>
    </message>
    <message>
        <source>You answered: {answer}</source>
        <translation>Deine Antwort: {answer}</translation>
    </message>
    <message>
        <source>Unanswered in time: {answer}</source>
        <translation>Nicht rechtzeitig beantwortet: {answer}</translation>
    </message>
    <message>
        <source>Answer within {left} (R-124).</source>
        <translation>Antworte innerhalb von {left} (R-124).</translation>
    </message>
    <message>
        <source>No news from the city yet.</source>
        <translation>Noch keine Nachrichten aus der Stadt.</translation>
    </message>
</context>
<context>
    <name>city.panel</name>
    <message>
        <source>Unknown: explore it to learn what it is worth</source>
        <translation>Unbekannt: Erkunde ihn, um seinen Wert zu erfahren</translation>
    </message>
    <message>
        <source>Known: nobody holds it</source>
        <translation>Bekannt: Niemand hält ihn</translation>
    </message>
    <message>
        <source>Held by your guild</source>
        <translation>Von deiner Gilde gehalten</translation>
    </message>
    <message>
        <source>Held by {holder}</source>
        <translation>Gehalten von {holder}</translation>
    </message>
    <message>
        <source>exploring</source>
        <translation>beim Erkunden</translation>
    </message>
    <message>
        <source>acquiring</source>
        <translation>beim Einnehmen</translation>
    </message>
</context>
<context>
    <name>city.spot_item</name>
    <message>
        <source>unexplored</source>
        <translation>unerforscht</translation>
    </message>
</context>
<context>
    <name>city.view</name>
    <message>
        <source>explored</source>
        <translation>erkundet</translation>
    </message>
    <message>
        <source>acquired</source>
        <translation>eingenommen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <source>nothing gained</source>
        <translation>nichts gewonnen</translation>
    </message>
    <message>
        <source>{spot} ({result})</source>
        <translation>{spot} ({result})</translation>
    </message>
    <message>
        <source>The city cannot be shown</source>
        <translation>Die Stadt kann nicht angezeigt werden</translation>
    </message>
    <message>
        <source>yield ready to collect</source>
        <translation>Ertrag bereit zum Einsammeln</translation>
    </message>
    <message>
        <source>your clock was put back: collect to start its yield again (R-166)</source>
        <translation>deine Uhr wurde zurückgestellt: Sammle ein, damit der Ertrag neu beginnt (R-166)</translation>
    </message>
    <message>
        <source>on its guard after a failed attempt</source>
        <translation>nach einem gescheiterten Versuch auf der Hut</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>{name} exists already in {folder}. Replace it?</source>
        <translation>{name} gibt es bereits in {folder}. Ersetzen?</translation>
    </message>
</context>
<context>
    <name>guild.armory</name>
    <message>
        <source>that weapon is no longer in the armory</source>
        <translation>diese Waffe ist nicht mehr in der Waffenkammer</translation>
    </message>
</context>
<context>
    <name>guild.card_form</name>
    <message>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Impact resistance</source>
        <translation>Widerstand</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Trefferwert</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Hand-to-hand (3 or 2+1)</source>
        <translation>Nahkampf (3 oder 2+1)</translation>
    </message>
    <message>
        <source>Ranged (3 or 2+1)</source>
        <translation>Fernkampf (3 oder 2+1)</translation>
    </message>
    <message>
        <source>Arcane (0-4)</source>
        <translation>Arkan (0-4)</translation>
    </message>
    <message>
        <source>Ability {n}: keyword (FLY 3 (a))</source>
        <translation>Fähigkeit {n}: Schlüsselwort (FLY 3 (a))</translation>
    </message>
    <message>
        <source>Ability {n}: or its name</source>
        <translation>Fähigkeit {n}: oder ihr Name</translation>
    </message>
    <message>
        <source>Ability {n}: activation</source>
        <translation>Fähigkeit {n}: Aktivierung</translation>
    </message>
    <message>
        <source>Ability {n}: fate cost</source>
        <translation>Fähigkeit {n}: Schicksalskosten</translation>
    </message>
    <message>
        <source>Ability {n}: what it does</source>
        <translation>Fähigkeit {n}: Wirkung</translation>
    </message>
    <message>
        <source>{weapon}: name</source>
        <translation>{weapon}: Name</translation>
    </message>
    <message>
        <source>{weapon}: type</source>
        <translation>{weapon}: Typ</translation>
    </message>
    <message>
        <source>{weapon}: damage</source>
        <translation>{weapon}: Schaden</translation>
    </message>
    <message>
        <source>{weapon}: range</source>
        <translation>{weapon}: Reichweite</translation>
    </message>
    <message>
        <source>{weapon}: shooting damage</source>
        <translation>{weapon}: Schussschaden</translation>
    </message>
    <message>
        <source>{weapon}: features</source>
        <translation>{weapon}: Eigenschaften</translation>
    </message>
    <message>
        <source>Power {n}: name</source>
        <translation>Kraft {n}: Name</translation>
    </message>
    <message>
        <source>Power {n}: white mana</source>
        <translation>Kraft {n}: weißes Mana</translation>
    </message>
    <message>
        <source>Power {n}: black mana</source>
        <translation>Kraft {n}: schwarzes Mana</translation>
    </message>
    <message>
        <source>Power {n}: range</source>
        <translation>Kraft {n}: Reichweite</translation>
    </message>
    <message>
        <source>Power {n}: effects (HIT 1, …)</source>
        <translation>Kraft {n}: Effekte (HIT 1, …)</translation>
    </message>
    <message>
        <source>Power {n}: unique effect</source>
        <translation>Kraft {n}: einzigartiger Effekt</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Second weapon</source>
        <translation>Zweitwaffe</translation>
    </message>
    <message>
        <source>Arcane code id (if arcane &gt; 0)</source>
        <translation>Id des arkanen Kodex (wenn Arkan &gt; 0)</translation>
    </message>
    <message>
        <source>Id (my-rook-varga)</source>
        <translation>Id (my-rook-varga)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Level (1-5)</source>
        <translation>Stufe (1-5)</translation>
    </message>
    <message>
        <source>Area of origin</source>
        <translation>Herkunftsgebiet</translation>
    </message>
    <message>
        <source>Favourite weapon</source>
        <translation>Lieblingswaffe</translation>
    </message>
    <message>
        <source>Top slot takes</source>
        <translation>Oberer Platz nimmt</translation>
    </message>
    <message>
        <source>Lower slot takes</source>
        <translation>Unterer Platz nimmt</translation>
    </message>
    <message>
        <source>Id (my-city-guard)</source>
        <translation>Id (my-city-guard)</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <source>Id (my-cinder-imp)</source>
        <translation>Id (my-cinder-imp)</translation>
    </message>
    <message>
        <source>Kabbalah (cinder, mire, veil)</source>
        <translation>Kabbala (cinder, mire, veil)</translation>
    </message>
    <message>
        <source>Level (1-3)</source>
        <translation>Stufe (1-3)</translation>
    </message>
    <message>
        <source>Id (my-long-bow)</source>
        <translation>Id (my-long-bow)</translation>
    </message>
    <message>
        <source>Characteristic</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Grip</source>
        <translation>Griff</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Range (ranged weapons)</source>
        <translation>Reichweite (Fernkampfwaffen)</translation>
    </message>
    <message>
        <source>Shooting damage (ranged weapons)</source>
        <translation>Schussschaden (Fernkampfwaffen)</translation>
    </message>
    <message>
        <source>Features (PERFORATING, …)</source>
        <translation>Eigenschaften (PERFORATING, …)</translation>
    </message>
    <message>
        <source>Unique feature: name</source>
        <translation>Einzigartige Eigenschaft: Name</translation>
    </message>
    <message>
        <source>Unique feature: text</source>
        <translation>Einzigartige Eigenschaft: Text</translation>
    </message>
    <message>
        <source>Only for (hunter, …; empty: all)</source>
        <translation>Nur für (hunter, …; leer: alle)</translation>
    </message>
    <message>
        <source>Id (my-code-cinder-lash)</source>
        <translation>Id (my-code-cinder-lash)</translation>
    </message>
    <message>
        <source>Summoning: white mana</source>
        <translation>Beschwörung: weißes Mana</translation>
    </message>
    <message>
        <source>Summoning: black mana</source>
        <translation>Beschwörung: schwarzes Mana</translation>
    </message>
    <message>
        <source>Pentacle: name</source>
        <translation>Pentakel: Name</translation>
    </message>
    <message>
        <source>Pentacle: effects (SHIELD 1, …)</source>
        <translation>Pentakel: Effekte (SHIELD 1, …)</translation>
    </message>
    <message>
        <source>Pentacle: unique effect</source>
        <translation>Pentakel: einzigartiger Effekt</translation>
    </message>
    <message>
        <source>not used with what else is filled in here: leave it empty</source>
        <translation>passt nicht zu den übrigen Angaben hier: leer lassen</translation>
    </message>
</context>
<context>
    <name>guild.commands</name>
    <message>
        <source>New guild {name}</source>
        <translation>Neue Gilde {name}</translation>
    </message>
    <message>
        <source>Not redone: {error}</source>
        <translation>Nicht wiederholt: {error}</translation>
    </message>
    <message>
        <source>{name} is no longer in the database</source>
        <translation>{name} ist nicht mehr in der Datenbank</translation>
    </message>
    <message>
        <source>{name} changed since it was made (in another window or the mission): it is kept</source>
        <translation>{name} wurde seit dem Anlegen geändert (in einem anderen Fenster oder in der Mission): bleibt erhalten</translation>
    </message>
    <message>
        <source>Not undone: {error}</source>
        <translation>Nicht rückgängig gemacht: {error}</translation>
    </message>
</context>
<context>
    <name>guild.common</name>
    <message>
        <source>{feods} feods</source>
        <translation>{feods} Feods</translation>
    </message>
    <message>
        <source>{feods} feods, {percent}% off: a spot you hold</source>
        <translation>{feods} Feods, {percent}% Rabatt: ein Punkt, den du hältst</translation>
    </message>
</context>
<context>
    <name>guild.dormitory</name>
    <message>
        <source>Mercenary</source>
        <translation>Söldner</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Favourite</source>
        <translation>Favorit</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Deeds</source>
        <translation>Taten</translation>
    </message>
    <message>
        <source>Titles</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>dead: never usable again (6.4.1)</source>
        <translation>tot: nie wieder einsetzbar (6.4.1)</translation>
    </message>
    <message>
        <source>escaped (7.2.3): holds no dormitory slot</source>
        <translation>geflohen (7.2.3): belegt keinen Platz im Quartier</translation>
    </message>
    <message>
        <source>injured: {needs}</source>
        <translation>verletzt: {needs}</translation>
    </message>
    <message>
        <source>what they need was not recorded</source>
        <translation>was nötig ist, wurde nicht erfasst</translation>
    </message>
    <message>
        <source>exploring: away in the city, back at their task&apos;s end (the City view, 6.2)</source>
        <translation>erkundet: in der Stadt unterwegs, zurück am Ende des Auftrags (Ansicht Stadt, 6.2)</translation>
    </message>
    <message>
        <source>ready, but {lacks}</source>
        <translation>bereit, aber {lacks}</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>that mercenary is no longer in the guild</source>
        <translation>dieser Söldner ist nicht mehr in der Gilde</translation>
    </message>
</context>
<context>
    <name>guild.files</name>
    <message>
        <source>To empty it, type the guild&apos;s name as it is here:</source>
        <translation>Zum Leeren gib den Namen der Gilde genau wie hier ein:</translation>
    </message>
    <message>
        <source>the guild file cannot be read: {error}</source>
        <translation>die Gildendatei kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>guild.keepers</name>
    <message>
        <source>No arcane code in the library yet.</source>
        <translation>Noch kein arkaner Kodex in der Bibliothek.</translation>
    </message>
    <message>
        <source>No daemon in the pantheon yet.</source>
        <translation>Noch kein Dämon im Pantheon.</translation>
    </message>
    <message>
        <source>No follower in the guesthouse yet.</source>
        <translation>Noch kein Gefolgsmann im Gästehaus.</translation>
    </message>
    <message>
        <source>Your collection holds no arcane code card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation>Deine Sammlung enthält keine Kodexkarte: Löse im Reiter Stadttor ein Set mit solchen Karten ein oder füge eine von einer gedruckten Karte hinzu.</translation>
    </message>
    <message>
        <source>Your collection holds no daemon card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation>Deine Sammlung enthält keine Dämonenkarte: Löse im Reiter Stadttor ein Set mit solchen Karten ein oder füge eine von einer gedruckten Karte hinzu.</translation>
    </message>
    <message>
        <source>Your collection holds no follower card: redeem a set that has some, or add one from a physical card, at the City Gate tab.</source>
        <translation>Deine Sammlung enthält keine Gefolgsmann-Karte: Löse im Reiter Stadttor ein Set mit solchen Karten ein oder füge eine von einer gedruckten Karte hinzu.</translation>
    </message>
    <message>
        <source>no arcane code card in your collection (see the City Gate)</source>
        <translation>keine Kodexkarte in deiner Sammlung (siehe Stadttor)</translation>
    </message>
    <message>
        <source>no daemon card in your collection (see the City Gate)</source>
        <translation>keine Dämonenkarte in deiner Sammlung (siehe Stadttor)</translation>
    </message>
    <message>
        <source>no follower card in your collection (see the City Gate)</source>
        <translation>keine Gefolgsmann-Karte in deiner Sammlung (siehe Stadttor)</translation>
    </message>
    <message>
        <source>Add {card} to the library</source>
        <translation>{card} der Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Add {card} to the pantheon</source>
        <translation>{card} dem Pantheon hinzufügen</translation>
    </message>
    <message>
        <source>Add {card} to the guesthouse</source>
        <translation>{card} dem Gästehaus hinzufügen</translation>
    </message>
    <message>
        <source>Remove {card} from the library</source>
        <translation>{card} aus der Bibliothek entfernen</translation>
    </message>
    <message>
        <source>Remove {card} from the pantheon</source>
        <translation>{card} aus dem Pantheon entfernen</translation>
    </message>
    <message>
        <source>Remove {card} from the guesthouse</source>
        <translation>{card} aus dem Gästehaus entfernen</translation>
    </message>
</context>
<context>
    <name>guild.ledger</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>Feods</source>
        <translation>Feods</translation>
    </message>
    <message>
        <source>Blood stones</source>
        <translation>Blutsteine</translation>
    </message>
    <message>
        <source>every mission</source>
        <translation>jede Mission</translation>
    </message>
    <message>
        <source>every change</source>
        <translation>jede Änderung</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>feods</source>
        <translation>Feods</translation>
    </message>
    <message>
        <source>blood stones</source>
        <translation>Blutsteine</translation>
    </message>
</context>
<context>
    <name>guild.lock</name>
    <message>
        <source>At the table in {mission}: its structure is locked until the mission&apos;s results are written or it is given up (6.4)</source>
        <translation>Am Tisch in {mission}: Ihr Aufbau ist gesperrt, bis die Ergebnisse der Mission eingetragen sind oder sie aufgegeben wird (6.4)</translation>
    </message>
</context>
<context>
    <name>guild.missions</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Who played</source>
        <translation>Wer spielte</translation>
    </message>
    <message>
        <source>either mode</source>
        <translation>alle Modi</translation>
    </message>
    <message>
        <source>fine</source>
        <translation>unversehrt</translation>
    </message>
    <message>
        <source>seriously injured</source>
        <translation>schwer verletzt</translation>
    </message>
    <message>
        <source>dead: shown in the dormitory, never usable again (6.4.1)</source>
        <translation>tot: bleibt im Quartier sichtbar, nie wieder einsetzbar (6.4.1)</translation>
    </message>
    <message>
        <source>escaped (7.2.3)</source>
        <translation>geflohen (7.2.3)</translation>
    </message>
    <message>
        <source>No report was kept for this mission: it was played before the app kept mission reports. Its result line is all there is.</source>
        <translation>Für diese Mission gibt es keinen Bericht: Sie wurde gespielt, bevor die App Missionsberichte speicherte. Es gibt nur ihre Ergebniszeile.</translation>
    </message>
    <message>
        <source>none (a draw)</source>
        <translation>keiner (unentschieden)</translation>
    </message>
    <message>
        <source>  {label} {amount}: {why}</source>
        <translation>  {label} {amount}: {why}</translation>
    </message>
    <message>
        <source>{mission} · {mode} mission · played {when} (UTC)</source>
        <translation>{mission} · Modus {mode} · gespielt {when} (UTC)</translation>
    </message>
    <message>
        <source>The report of {mission} cannot be read, so it is not shown ({damage}). Its result: {result}</source>
        <translation>Der Bericht von {mission} kann nicht gelesen werden und wird daher nicht gezeigt ({damage}). Ergebnis: {result}</translation>
    </message>
    <message>
        <source>Who played: {players}</source>
        <translation>Wer spielte: {players}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Ergebnis: {result}</translation>
    </message>
    <message>
        <source>Result: {winner} won</source>
        <translation>Ergebnis: {winner} hat gewonnen</translation>
    </message>
    <message>
        <source>Result: no winner</source>
        <translation>Ergebnis: kein Sieger</translation>
    </message>
    <message>
        <source>  How it ended: {reason}</source>
        <translation>  Wie sie endete: {reason}</translation>
    </message>
    <message>
        <source>The story: {story}</source>
        <translation>Der Verlauf: {story}</translation>
    </message>
    <message>
        <source>A training mission: nothing was written to the guilds (6.4).</source>
        <translation>Eine Trainingsmission: Bei den Gilden wurde nichts eingetragen (6.4).</translation>
    </message>
    <message>
        <source>The reward, injury and title tables used are provisional (resources/injuries.toml, resources/titles.toml).</source>
        <translation>Die verwendeten Tabellen für Belohnungen, Verletzungen und Titel sind vorläufig (resources/injuries.toml, resources/titles.toml).</translation>
    </message>
    <message>
        <source>{guild} is not among this report&apos;s guilds.</source>
        <translation>{guild} gehört nicht zu den Gilden dieses Berichts.</translation>
    </message>
    <message>
        <source>{guild_s} rewards (6.4.1):</source>
        <translation>{guild_s} Belohnungen (6.4.1):</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>Feods</source>
        <translation>Feods</translation>
    </message>
    <message>
        <source>Blood stones</source>
        <translation>Blutsteine</translation>
    </message>
    <message>
        <source>  Item: {why}</source>
        <translation>  Gegenstand: {why}</translation>
    </message>
    <message>
        <source>  none</source>
        <translation>  keine</translation>
    </message>
    <message>
        <source>Casualties (6.4.1):</source>
        <translation>Verluste (6.4.1):</translation>
    </message>
    <message>
        <source>  {name}: {fate}: {why}; to be active again: {needs}</source>
        <translation>  {name}: {fate}: {why}; wieder einsatzbereit mit: {needs}</translation>
    </message>
    <message>
        <source>  {name}: {fate}: {why}</source>
        <translation>  {name}: {fate}: {why}</translation>
    </message>
    <message>
        <source>  Came back fine: {names}</source>
        <translation>  Unversehrt zurück: {names}</translation>
    </message>
    <message>
        <source>Titles earned (provisional, R-104):</source>
        <translation>Verdiente Titel (vorläufig, R-104):</translation>
    </message>
    <message>
        <source>The control spot at stake: {spot}: {why}. Its effects: {effects}</source>
        <translation>Der umkämpfte Kontrollpunkt: {spot}: {why}. Seine Effekte: {effects}</translation>
    </message>
    <message>
        <source>The control spot at stake: {spot}: {why}.</source>
        <translation>Der umkämpfte Kontrollpunkt: {spot}: {why}.</translation>
    </message>
    <message>
        <source>No control spot was at stake.</source>
        <translation>Kein Kontrollpunkt stand auf dem Spiel.</translation>
    </message>
    <message>
        <source>The log:</source>
        <translation>Das Protokoll:</translation>
    </message>
</context>
<context>
    <name>guild.overview</name>
    <message>
        <source>lodges {count} mercenaries</source>
        <translation>beherbergt {count} Söldner</translation>
    </message>
    <message>
        <source>{count} of one type</source>
        <translation>{count} eines Typs</translation>
    </message>
    <message>
        <source>holds {count} weapon cards</source>
        <translation>fasst {count} Waffenkarten</translation>
    </message>
    <message>
        <source>holds {count} arcane codes</source>
        <translation>fasst {count} arkane Kodizes</translation>
    </message>
    <message>
        <source>lodges {count} followers</source>
        <translation>beherbergt {count} Gefolgsleute</translation>
    </message>
    <message>
        <source>holds {count} daemons</source>
        <translation>fasst {count} Dämonen</translation>
    </message>
    <message>
        <source>sends {count} mercenaries into the city at once</source>
        <translation>schickt {count} Söldner gleichzeitig in die Stadt</translation>
    </message>
    <message>
        <source>highest level</source>
        <translation>höchste Stufe</translation>
    </message>
    <message>
        <source>{gain} (now {count})</source>
        <translation>{gain} (jetzt {count})</translation>
    </message>
    <message>
        <source>more mercenaries of level {levels}</source>
        <translation>mehr Söldner der Stufe {levels}</translation>
    </message>
    <message>
        <source>no effect in the app yet: the rulebook names it, no use (6.2)</source>
        <translation>in der App noch ohne Wirkung: Das Regelbuch nennt es, ohne Nutzen (6.2)</translation>
    </message>
</context>
<context>
    <name>hints.cards</name>
    <message>
        <source>Shot</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <source>Brawl</source>
        <translation>Handgemenge</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>The rule, section {section}</source>
        <translation>Die Regel, Abschnitt {section}</translation>
    </message>
</context>
<context>
    <name>hints.chart</name>
    <message>
        <source>Damage points: chance</source>
        <translation>Schadenspunkte: Chance</translation>
    </message>
</context>
<context>
    <name>hints.hooks</name>
    <message>
        <source>Hints for one action</source>
        <translation>Tipps für eine Aktion</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>No card catalog: no hints.</source>
        <translation>Kein Kartenkatalog: keine Tipps.</translation>
    </message>
</context>
<context>
    <name>hints.work</name>
    <message>
        <source>The hints could not be worked out (see the log).</source>
        <translation>Die Tipps konnten nicht berechnet werden (siehe Protokoll).</translation>
    </message>
</context>
<context>
    <name>keys</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Undo {action}</source>
        <translation>Rückgängig: {action}</translation>
    </message>
    <message>
        <source>Redo {action}</source>
        <translation>Wiederholen: {action}</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Undo and redo: in the Guild and City views, and the Mission view&apos;s tracker</source>
        <translation>Rückgängig und Wiederholen: in den Ansichten Gilde und Stadt und im Tracker der Ansicht Mission</translation>
    </message>
    <message>
        <source>The keys: in the Mission view&apos;s tracker</source>
        <translation>Die Tasten: im Tracker der Ansicht Mission</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Rückgängig: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Wiederholen: {action}</translation>
    </message>
</context>
<context>
    <name>mission.cards</name>
    <message>
        <source>{guild} ({colour}): the cards to take from the guild box</source>
        <translation>{guild} ({colour}): die Karten aus der Gildenbox</translation>
    </message>
    <message>
        <source>Take from the guild box:</source>
        <translation>Aus der Gildenbox nehmen:</translation>
    </message>
    <message>
        <source>(kept aside for wave {number})</source>
        <translation>(zurückgelegt für Welle {number})</translation>
    </message>
    <message>
        <source>(the dignitary: the card comes with the mission)</source>
        <translation>(der Würdenträger: Die Karte gehört zur Mission)</translation>
    </message>
    <message>
        <source>weapon: {card}</source>
        <translation>Waffe: {card}</translation>
    </message>
    <message>
        <source>arcane code: {card}</source>
        <translation>arkaner Kodex: {card}</translation>
    </message>
    <message>
        <source>face?</source>
        <translation>Ergebnis?</translation>
    </message>
</context>
<context>
    <name>mission.characters</name>
    <message>
        <source>A training mission charges nothing for hires (R-50, R-130): the feods only limit what each guild may hire or offer.</source>
        <translation>Eine Trainingsmission kostet nichts fürs Anheuern (R-50, R-130): Die Feods begrenzen nur, was jede Gilde anheuern oder bieten darf.</translation>
    </message>
    <message>
        <source>Hires and auctions won are paid from the guild&apos;s feods when the results are written (R-130): undo a hire now and nothing is paid.</source>
        <translation>Anheuern und gewonnene Auktionen werden aus den Feods der Gilde bezahlt, wenn die Ergebnisse eingetragen werden (R-130): Machst du ein Anheuern jetzt rückgängig, wird nichts bezahlt.</translation>
    </message>
</context>
<context>
    <name>mission.deployment</name>
    <message>
        <source>north</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>west</source>
        <translation>West</translation>
    </message>
    <message>
        <source>Ready: the game begins</source>
        <translation>Bereit: Das Spiel beginnt</translation>
    </message>
    <message>
        <source>Play the mission ▶</source>
        <translation>Mission spielen ▶</translation>
    </message>
</context>
<context>
    <name>mission.players</name>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Add to the table</source>
        <translation>An den Tisch holen</translation>
    </message>
</context>
<context>
    <name>mission.view</name>
    <message>
        <source>Training: nothing about your guilds will change</source>
        <translation>Training: An euren Gilden ändert sich nichts</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Raffle</source>
        <translation>Verlosung</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Miniatures</source>
        <translation>Miniaturen</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Still needed: {needs}; and {count} more</source>
        <translation>Noch nötig: {needs}; und {count} weitere</translation>
    </message>
    <message>
        <source>Still needed: {needs}</source>
        <translation>Noch nötig: {needs}</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>a mission prepared step by step, from the players to the deployment (rulebook 6.4, 6.4.1); it needs the database, and none is open.</source>
        <translation>eine Mission, Schritt für Schritt vorbereitet, von den Spielern bis zur Aufstellung (Regelbuch 6.4, 6.4.1); sie braucht die Datenbank, doch keine ist geöffnet.</translation>
    </message>
    <message>
        <source>The missions cannot be prepared</source>
        <translation>Die Missionen können nicht vorbereitet werden</translation>
    </message>
</context>
<context>
    <name>roster</name>
    <message>
        <source>Mercenary</source>
        <translation>Söldner</translation>
    </message>
    <message>
        <source>Type / level</source>
        <translation>Typ / Stufe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Codes</source>
        <translation>Kodizes</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>rules_view</name>
    <message>
        <source>You asked about</source>
        <translation>Deine Frage</translation>
    </message>
    <message>
        <source>In the tracker: effects, counters, actions, the turn</source>
        <translation>Im Tracker: Effekte, Zähler, Aktionen, die Runde</translation>
    </message>
    <message>
        <source>No keyword matches.</source>
        <translation>Kein Schlüsselwort passt.</translation>
    </message>
</context>
<context>
    <name>share_dialog</name>
    <message>
        <source>the set-up</source>
        <translation>die Vorbereitung</translation>
    </message>
    <message>
        <source>the mission in play</source>
        <translation>die laufende Mission</translation>
    </message>
    <message>
        <source>the mission, ended</source>
        <translation>die Mission, beendet</translation>
    </message>
    <message>
        <source>the mission, its results written</source>
        <translation>die Mission, Ergebnisse eingetragen</translation>
    </message>
    <message>
        <source>the mission, given up</source>
        <translation>die Mission, aufgegeben</translation>
    </message>
    <message>
        <source>the mission</source>
        <translation>die Mission</translation>
    </message>
    <message>
        <source>{stage}, {mission}</source>
        <translation>{stage}, {mission}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Connected: none yet&lt;/b&gt;</source>
        <translation>&lt;b&gt;Verbunden: noch niemand&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{colour}&apos;s player</source>
        <translation>Spieler {colour}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Connected: {devices}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Verbunden: {devices}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>tutorial.tour</name>
    <message>
        <source>Two ways to play</source>
        <translation>Zwei Arten zu spielen</translation>
    </message>
    <message>
        <source>DemLoc is played two ways. Alone, on the app: you look after your guild and send your mercenaries into the city. Together, at a table: the guilds fight a mission on the board while the app keeps count. This tour shows where each is done.</source>
        <translation>DemLoc wird auf zwei Arten gespielt. Allein in der App: Du kümmerst dich um deine Gilde und schickst deine Söldner in die Stadt. Gemeinsam am Tisch: Die Gilden bestreiten auf dem Spielplan eine Mission, während die App mitzählt. Diese Tour zeigt, wo was passiert.</translation>
    </message>
    <message>
        <source>Your guild</source>
        <translation>Deine Gilde</translation>
    </message>
    <message>
        <source>The Guild view (Ctrl+1) holds your guild: its purse and its buildings, one tab each. Enlist the mercenaries of your code card in the Dormitory, arm them in the Armory, teach them arcane codes in the Arcane Library. Your box&apos;s other codes go in at the City Gate.</source>
        <translation>Die Ansicht Gilde (Ctrl+1) enthält deine Gilde: ihr Vermögen und ihre Gebäude, jeweils ein Reiter. Wirb die Söldner deiner Codekarte im Quartier an, rüste sie in der Waffenkammer aus und lehre sie arkane Kodizes in der Arkanbibliothek. Die übrigen Codes deiner Schachtel löst du am Stadttor ein.</translation>
    </message>
    <message>
        <source>The city</source>
        <translation>Die Stadt</translation>
    </message>
    <message>
        <source>In the City view (Ctrl+2) you send mercenaries to the city&apos;s control points: to explore a point nobody knows yet, then to acquire one you know. What your guild holds brings fame and feods as time goes by; now and then an event asks you to act.</source>
        <translation>In der Ansicht Stadt (Ctrl+2) schickst du Söldner zu den Kontrollpunkten der Stadt: erst, um einen Punkt zu erkunden, den noch niemand kennt, dann, um einen bekannten einzunehmen. Was deine Gilde hält, bringt mit der Zeit Ruhm und Feods; ab und zu verlangt ein Ereignis eine Entscheidung.</translation>
    </message>
    <message>
        <source>A mission at the table</source>
        <translation>Eine Mission am Tisch</translation>
    </message>
    <message>
        <source>When two to four players meet at a table, the Mission view (Ctrl+3) brings their guilds together. A training mission wins and loses nothing; a standard one puts a control spot, fame and feods at stake.</source>
        <translation>Wenn sich zwei bis vier Spieler an einem Tisch treffen, bringt die Ansicht Mission (Ctrl+3) ihre Gilden zusammen. Eine Trainingsmission gewinnt und verliert nichts; bei einer Standardmission stehen ein Kontrollpunkt, Ruhm und Feods auf dem Spiel.</translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation>Vor der ersten Runde</translation>
    </message>
    <message>
        <source>The app leads you through the preparation, one phase at a time: the draw of the spot fought over (standard missions), the objective, the map to build, the characters each guild brings, and where the miniatures stand. Everyone taps Next to go on.</source>
        <translation>Die App führt euch Phase für Phase durch die Vorbereitung: die Auslosung des umkämpften Punkts (Standardmissionen), das Ziel, den Aufbau der Karte, die Charaktere jeder Gilde und wo die Miniaturen stehen. Alle tippen auf Weiter, um fortzufahren.</translation>
    </message>
    <message>
        <source>During play</source>
        <translation>Während des Spiels</translation>
    </message>
    <message>
        <source>While you play on the board, the tracker keeps each character&apos;s damage, broken seals and effects, the fate points and the kills, and moves to the next turn when you say so. F1 over it explains what you point at.</source>
        <translation>Während ihr auf dem Spielplan spielt, hält der Tracker Schaden, gebrochene Siegel und Effekte jedes Charakters, die Schicksalspunkte und die Tötungen fest und wechselt zur nächsten Runde, wenn ihr es sagt. F1 darüber erklärt, worauf du zeigst.</translation>
    </message>
    <message>
        <source>The results</source>
        <translation>Die Ergebnisse</translation>
    </message>
    <message>
        <source>When the mission ends the app names the winner, shares out fame and feods, and says what became of each character; after a standard mission it also says who holds the spot. Then play again, or go back to your guild.</source>
        <translation>Wenn die Mission endet, nennt die App den Sieger, verteilt Ruhm und Feods und sagt, was aus jedem Charakter wurde; nach einer Standardmission auch, wer den Punkt hält. Dann spielt erneut oder kehrt zu eurer Gilde zurück.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <source>The Board view (Ctrl+4) draws a mission&apos;s map. Ask it how far a character may move, which zones it controls and whether a line of fire is clear.</source>
        <translation>Die Ansicht Spielplan (Ctrl+4) zeichnet die Karte einer Mission. Frag sie, wie weit sich ein Charakter bewegen darf, welche Zonen er kontrolliert und ob eine Schusslinie frei ist.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <source>The Catalog view (Ctrl+5) lists every card the app knows, set by set. Their values are our provisional design until the printed ones are known.</source>
        <translation>Die Ansicht Katalog (Ctrl+5) listet jede Karte, die die App kennt, Set für Set. Ihre Werte sind unser vorläufiger Entwurf, bis die gedruckten bekannt sind.</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Die Regeln</translation>
    </message>
    <message>
        <source>The Rules view (Ctrl+6) holds the rules, searchable. A section number shown as a link anywhere in the app opens it there, and F1 opens it at what you are looking at. Help &gt; Tutorial shows this tour again.</source>
        <translation>Die Ansicht Regeln (Ctrl+6) enthält die Regeln, durchsuchbar. Eine Abschnittsnummer, die irgendwo in der App als Link erscheint, öffnet sie dort, und F1 öffnet sie bei dem, was du gerade ansiehst. Hilfe &gt; Tutorial zeigt diese Tour erneut.</translation>
    </message>
</context>
<context>
    <name>unavailable</name>
    <message>
        <source>{what}: a file it needs is damaged.

{error}

Correct that file (or delete your own copy in the data folder to use the app&apos;s), then start DemLoc again. Nothing in your guilds is changed.</source>
        <translation>{what}: Eine benötigte Datei ist beschädigt.

{error}

Korrigiere diese Datei (oder lösche deine eigene Kopie im Datenordner, um die der App zu verwenden) und starte DemLoc neu. An deinen Gilden wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>undo_rows</name>
    <message>
        <source>Not undone: {error}</source>
        <translation>Nicht rückgängig gemacht: {error}</translation>
    </message>
    <message>
        <source>Not redone: {error}</source>
        <translation>Nicht wiederholt: {error}</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation>Rückgängig gemacht: {action}</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <translation>Wiederholt: {action}</translation>
    </message>
</context>
<context>
    <name>views</name>
    <message>
        <source>The board cannot open: {error}</source>
        <translation>Der Spielplan kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>The guild cannot be shown</source>
        <translation>Die Gilde kann nicht angezeigt werden</translation>
    </message>
    <message>
        <source>Active guild: {name}.</source>
        <translation>Aktive Gilde: {name}.</translation>
    </message>
    <message>
        <source>Guild</source>
        <translation>Gilde</translation>
    </message>
    <message>
        <source>the guild overview (fame, feods, blood stones, buildings, the ledger), the dormitory, armory, arcane library, daemonic pantheon, guesthouse and the City Gate to redeem set codes (rulebook 5.1, 6.2, 6.3).</source>
        <translation>die Gildenübersicht (Ruhm, Feods, Blutsteine, Gebäude, Kassenbuch), Quartier, Waffenkammer, Arkanbibliothek, Dämonisches Pantheon, Gästehaus und das Stadttor zum Einlösen von Set-Codes (Regelbuch 5.1, 6.2, 6.3).</translation>
    </message>
    <message>
        <source>the map of the city&apos;s five areas and their control points: send mercenaries to explore and acquire them, collect what they yield, answer the city&apos;s events (rulebook 6.2).</source>
        <translation>die Karte der fünf Stadtgebiete und ihrer Kontrollpunkte: Schicke Söldner zum Erkunden und Einnehmen, sammle ihre Erträge ein, beantworte die Ereignisse der Stadt (Regelbuch 6.2).</translation>
    </message>
    <message>
        <source>City of DemLoc</source>
        <translation>Die Stadt DemLoc</translation>
    </message>
    <message>
        <source>Open a database to play the city.</source>
        <translation>Öffne eine Datenbank, um die Stadt zu spielen.</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>welcome</name>
    <message>
        <source>Add a &amp;player…</source>
        <translation>S&amp;pieler hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Tutorial</translation>
    </message>
    <message>
        <source>A new player needs the guilds&apos; database, still opening</source>
        <translation>Ein neuer Spieler braucht die Datenbank der Gilden; sie wird noch geöffnet</translation>
    </message>
    <message>
        <source>No player yet: File &gt; Add a player… makes your account and your guild from your code card (6.2).</source>
        <translation>Noch kein Spieler: Datei &gt; Spieler hinzufügen… legt dein Konto und deine Gilde mit deiner Codekarte an (6.2).</translation>
    </message>
    <message>
        <source>the Guild view cannot be shown: see it for why</source>
        <translation>die Ansicht Gilde kann nicht angezeigt werden: Dort steht, warum</translation>
    </message>
    <message>
        <source>Done: {what}</source>
        <translation>Ausgeführt: {what}</translation>
    </message>
</context>
<context>
    <name>welcome.commands</name>
    <message>
        <source>New player {player}, guild {guild}</source>
        <translation>Neuer Spieler {player}, Gilde {guild}</translation>
    </message>
    <message>
        <source>Not redone: {reason}</source>
        <translation>Nicht wiederholt: {reason}</translation>
    </message>
    <message>
        <source>{guild} is no longer in the database</source>
        <translation>{guild} ist nicht mehr in der Datenbank</translation>
    </message>
    <message>
        <source>{guild} changed since it was made (in another window or the mission): it is kept</source>
        <translation>{guild} wurde seit dem Anlegen geändert (in einem anderen Fenster oder in der Mission): bleibt erhalten</translation>
    </message>
    <message>
        <source>Not undone: {reason}</source>
        <translation>Nicht rückgängig gemacht: {reason}</translation>
    </message>
</context>
<context>
    <name>welcome.dialog</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
</context>
</TS>
