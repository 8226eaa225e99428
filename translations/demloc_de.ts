<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionPanel</name>
    <message>
        <source>{counter} {change} (6.4.2)</source>
        <translation>{counter} {change} (6.4.2)</translation>
    </message>
    <message>
        <source>Escaped</source>
        <translation>Geflohen</translation>
    </message>
    <message>
        <source>Mark escaped: out of the game (undo takes it back, R-53)</source>
        <translation>Als geflohen markieren: aus dem Spiel (Rückgängig nimmt es zurück, R-53)</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Mark dead: out of the game (undo takes it back, R-53)</source>
        <translation>Als tot markieren: aus dem Spiel (Rückgängig nimmt es zurück, R-53)</translation>
    </message>
    <message>
        <source>Summon…</source>
        <translation>Dämon…</translation>
    </message>
    <message>
        <source>Summon: name the code and level, tap a square next to the summoner (6.4.2, 7.2.3.2)</source>
        <translation>Dämon beschwören: Kodex und Stufe nennen, ein Feld neben dem Beschwörer antippen (6.4.2, 7.2.3.2)</translation>
    </message>
    <message>
        <source>Daemon leaves</source>
        <translation>Dämon geht</translation>
    </message>
    <message>
        <source>The summoning effect taken off: the daemon quits (7.2.3.3)</source>
        <translation>Der Beschwörungseffekt ist entfernt: Der Dämon verlässt das Spiel (7.2.3.3)</translation>
    </message>
    <message>
        <source>Shoot… (F)</source>
        <translation>Schießen… (F)</translation>
    </message>
    <message>
        <source>Declare a shot by the selected character: tap the target, see the exact odds of every outcome, then the app rolls (7.2.2). Key: F</source>
        <translation>Einen Schuss des gewählten Charakters ansagen: Ziel antippen, die genauen Chancen jedes Ausgangs sehen, dann würfelt die App (7.2.2). Taste: F</translation>
    </message>
    <message>
        <source>Assisted: the app shows the odds, then rolls or takes your faces</source>
        <translation>Unterstützt: Die App zeigt die Chancen, dann würfelt sie oder übernimmt eure Augen</translation>
    </message>
    <message>
        <source>Element destroyed…</source>
        <translation>Element zerstört…</translation>
    </message>
    <message>
        <source>The table destroyed a barrel or fence: tap it on the board; it counts for the player whose brawl it is (7.3.2.2, R-75)</source>
        <translation>Am Tisch wurde ein Fass oder Zaun zerstört: Tippe es auf dem Spielplan an; es zählt für den Spieler, dessen Handgemenge es ist (7.3.2.2, R-75)</translation>
    </message>
    <message>
        <source>{amount} damage to the selected character in one tap (6.4.2)</source>
        <translation>{amount} Schaden für den gewählten Charakter mit einem Tipp (6.4.2)</translation>
    </message>
    <message>
        <source>Any amount of damage: set it, then Take</source>
        <translation>Beliebiger Schaden: einstellen, dann Nehmen</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>The amount set beside it, as damage in one tap (6.4.2)</source>
        <translation>Der daneben eingestellte Wert als Schaden mit einem Tipp (6.4.2)</translation>
    </message>
    <message>
        <source>To life</source>
        <translation>Aufs Leben</translation>
    </message>
    <message>
        <source>The amounts go straight to life, past the armour (6.4.2)</source>
        <translation>Die Werte gehen direkt aufs Leben (Trefferwert), an der Rüstung vorbei (6.4.2)</translation>
    </message>
    <message>
        <source>Tap the barrel or fence destroyed</source>
        <translation>Tippe auf das zerstörte Fass oder den Zaun</translation>
    </message>
    <message>
        <source>{tokens}/{most} broken</source>
        <translation>{tokens}/{most} gebrochen</translation>
    </message>
    <message numerus="yes">
        <source>FURY ✓ %n turn(s) left</source>
        <translation>
            <numerusform>FURY ✓ noch %n Runde</numerusform>
            <numerusform>FURY ✓ noch %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Activate FURY (%n fate point(s))</source>
        <translation>
            <numerusform>FURY aktivieren (%n Schicksalspunkt)</numerusform>
            <numerusform>FURY aktivieren (%n Schicksalspunkte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch {effect} off (6.4.2)</source>
        <translation>{effect} ausschalten (6.4.2)</translation>
    </message>
    <message>
        <source>Switch {effect} on (6.4.2)</source>
        <translation>{effect} einschalten (6.4.2)</translation>
    </message>
    <message>
        <source>Killed by:</source>
        <translation>Getötet von:</translation>
    </message>
    <message>
        <source>Dead: killed by?</source>
        <translation>Tot: getötet von?</translation>
    </message>
    <message>
        <source>{player} ({colour}) eliminated this character: counted for the rewards (6.4.2)</source>
        <translation>{player} ({colour}) hat diesen Charakter ausgeschaltet: zählt für die Belohnungen (6.4.2)</translation>
    </message>
</context>
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
    <name>AssistPanel</name>
    <message>
        <source>App rolls (Enter)</source>
        <translation>App würfelt (Enter)</translation>
    </message>
    <message>
        <source>The app rolls this action&apos;s dice; Undo takes it back. Key: Enter</source>
        <translation>Die App würfelt die Würfel dieser Aktion; Rückgängig nimmt es zurück. Taste: Enter</translation>
    </message>
    <message>
        <source>Faces (Shift+Enter)</source>
        <translation>Augen (Shift+Enter)</translation>
    </message>
    <message>
        <source>The faces rolled at the table, chosen below, make the action. Key: Shift+Enter</source>
        <translation>Die am Tisch gewürfelten Augen, unten gewählt, bestimmen die Aktion. Taste: Shift+Enter</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <source>⚠ Not possible: {why}</source>
        <translation>⚠ Nicht möglich: {why}</translation>
    </message>
    <message>
        <source>The card drawn at the table from the pantheon (7.2.3.2)</source>
        <translation>Die am Tisch aus dem Pantheon gezogene Karte (7.2.3.2)</translation>
    </message>
    <message>
        <source>the card drawn</source>
        <translation>die gezogene Karte</translation>
    </message>
    <message>
        <source>Or the faces rolled at the table, in this order: {dice}</source>
        <translation>Oder die am Tisch gewürfelten Augen, in dieser Reihenfolge: {dice}</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Bestätigen (Enter)</translation>
    </message>
    <message>
        <source>{cost} pts</source>
        <translation>{cost} P.</translation>
    </message>
    <message>
        <source>The {die} die&apos;s face: {use}</source>
        <translation>Augen des Würfels {die}: {use}</translation>
    </message>
    <message>
        <source>{face}; {again} rolls again (5.6)</source>
        <translation>{face}; {again} würfelt erneut (5.6)</translation>
    </message>
    <message>
        <source>{use}, rolled again</source>
        <translation>{use}, neu gewürfelt</translation>
    </message>
</context>
<context>
    <name>AttackCard</name>
    <message>
        <source>{kind}: {what} → {target}</source>
        <translation>{kind}: {what} → {target}</translation>
    </message>
    <message>
        <source>Damage expected: {armour} to armour, {hit} to hit factor</source>
        <translation>Erwarteter Schaden: {armour} an Rüstung, {hit} an Trefferwert</translation>
    </message>
    <message>
        <source>Goes astray: {astray}; lands on their own side: {friends}</source>
        <translation>Querschläger: {astray}; trifft die eigene Seite: {friends}</translation>
    </message>
    <message>
        <source>Dealt back to the attacker: {damage} expected; kills them: {kill}</source>
        <translation>Rückschlag auf den Angreifer: {damage} erwartet; tödlich: {kill}</translation>
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
    <name>BoardDocument</name>
    <message>
        <source>Move {name} to {square} facing {side}</source>
        <translation>{name} nach {square} bewegen, Blickrichtung {side}</translation>
    </message>
    <message>
        <source>{square} is off the map: drop it on a square of the board</source>
        <translation>{square} liegt außerhalb der Karte: Lege es auf ein Feld des Spielplans</translation>
    </message>
    <message numerus="yes">
        <source>{name} has moved this turn ({spent} of %n movement point(s) spent): their movement token is exhausted and they move no more until the next turn (7.2.1). Undo the move to change it, or New turn.</source>
        <translation>
            <numerusform>{name} hat sich in dieser Runde bewegt ({spent} von %n Bewegungspunkt verbraucht): Der Bewegungsmarker ist verbraucht, keine Bewegung mehr bis zur nächsten Runde (7.2.1). Mache die Bewegung rückgängig, um sie zu ändern, oder Neue Runde.</numerusform>
            <numerusform>{name} hat sich in dieser Runde bewegt ({spent} von %n Bewegungspunkten verbraucht): Der Bewegungsmarker ist verbraucht, keine Bewegung mehr bis zur nächsten Runde (7.2.1). Mache die Bewegung rückgängig, um sie zu ändern, oder Neue Runde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} cannot reach {square} facing {side} with %n movement point(s) left (7.2.1)</source>
        <translation>
            <numerusform>{name} erreicht {square} mit Blickrichtung {side} nicht mit %n verbleibenden Bewegungspunkt (7.2.1)</numerusform>
            <numerusform>{name} erreicht {square} mit Blickrichtung {side} nicht mit %n verbleibenden Bewegungspunkten (7.2.1)</numerusform>
        </translation>
    </message>
    <message>
        <source>New turn: movement points back</source>
        <translation>Neue Runde: Bewegungspunkte zurück</translation>
    </message>
    <message>
        <source>{refused}: {error}</source>
        <translation>{refused}: {error}</translation>
    </message>
    <message>
        <source>tile {number} cannot go to {square}</source>
        <translation>Plättchen {number} kann nicht nach {square}</translation>
    </message>
    <message>
        <source>Move tile {number} to {square}</source>
        <translation>Plättchen {number} nach {square} verschieben</translation>
    </message>
    <message>
        <source>Rotate tile {number}</source>
        <translation>Plättchen {number} drehen</translation>
    </message>
    <message>
        <source>tile {number} cannot be rotated here</source>
        <translation>Plättchen {number} kann hier nicht gedreht werden</translation>
    </message>
    <message>
        <source>tile {number} cannot be flipped</source>
        <translation>Plättchen {number} kann nicht gewendet werden</translation>
    </message>
    <message>
        <source>Flip tile {number} to side {side}</source>
        <translation>Plättchen {number} auf Seite {side} wenden</translation>
    </message>
    <message>
        <source>tile {number} is the last one: a map needs a tile</source>
        <translation>Plättchen {number} ist das letzte: Eine Karte braucht ein Plättchen</translation>
    </message>
    <message>
        <source>Remove tile {number}</source>
        <translation>Plättchen {number} entfernen</translation>
    </message>
    <message>
        <source>tile {number} cannot be removed (move or remove what stands on it first)</source>
        <translation>Plättchen {number} kann nicht entfernt werden (verschiebe oder entferne zuerst, was darauf steht)</translation>
    </message>
    <message>
        <source>tile {number} is on the map already: the box has one of each</source>
        <translation>Plättchen {number} liegt schon auf der Karte: Die Schachtel enthält jedes nur einmal</translation>
    </message>
    <message>
        <source>Add tile {number} side {side}</source>
        <translation>Plättchen {number} Seite {side} hinzufügen</translation>
    </message>
    <message>
        <source>{square} is off the map</source>
        <translation>{square} liegt außerhalb der Karte</translation>
    </message>
    <message>
        <source>a door goes in a wall: {square} has none</source>
        <translation>eine Tür gehört in eine Wand: {square} hat keine</translation>
    </message>
    <message>
        <source>Add a {element} on {square}</source>
        <translation>{element} auf {square} hinzufügen</translation>
    </message>
    <message>
        <source>Remove the {element} on {square}</source>
        <translation>{element} auf {square} entfernen</translation>
    </message>
    <message>
        <source>the {element} on {square} is no longer on the map</source>
        <translation>{element} auf {square} ist nicht mehr auf der Karte</translation>
    </message>
    <message>
        <source>Move the {element} to {square}</source>
        <translation>{element} nach {square} verschieben</translation>
    </message>
    <message>
        <source>a {element} has no side to turn</source>
        <translation>{element} hat keine Seite zum Drehen</translation>
    </message>
    <message>
        <source>{square} has no other wall for the door (7.1.1)</source>
        <translation>{square} hat keine andere Wand für die Tür (7.1.1)</translation>
    </message>
    <message>
        <source>Turn the door on {square}</source>
        <translation>Tür auf {square} drehen</translation>
    </message>
    <message>
        <source>the {colour} base number {number} is on the board already: each sub-base is unique (5.2)</source>
        <translation>Sockel {colour} Nummer {number} ist schon auf dem Spielplan: Jeder Untersockel ist einzigartig (5.2)</translation>
    </message>
    <message>
        <source>Add {name} on {square}</source>
        <translation>{name} auf {square} hinzufügen</translation>
    </message>
    <message>
        <source>Remove {name} from {square}</source>
        <translation>{name} von {square} entfernen</translation>
    </message>
    <message>
        <source>choose where to save the board first</source>
        <translation>wähle zuerst, wo der Spielplan gespeichert wird</translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message>
        <source>Open recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>a new map</source>
        <translation>eine neue Karte</translation>
    </message>
    <message>
        <source>Restored the board as you left it ({map})</source>
        <translation>Spielplan wiederhergestellt, wie du ihn verlassen hast ({map})</translation>
    </message>
    <message>
        <source>The last map opened, {path}, cannot be shown: {error}</source>
        <translation>Die zuletzt geöffnete Karte {path} kann nicht angezeigt werden: {error}</translation>
    </message>
    <message>
        <source>The sample map cannot be shown: {error}</source>
        <translation>Die Beispielkarte kann nicht angezeigt werden: {error}</translation>
    </message>
    <message>
        <source>An autosaved board that could not be restored at an earlier start is kept, unchanged, as {path}.</source>
        <translation>Ein automatisch gespeicherter Spielplan, der bei einem früheren Start nicht wiederhergestellt werden konnte, bleibt unverändert erhalten als {path}.</translation>
    </message>
    <message numerus="yes">
        <source>An autosaved board that could not be restored at an earlier start is kept, unchanged, as {path} (and %n earlier one(s) beside it).</source>
        <translation>
            <numerusform>Ein automatisch gespeicherter Spielplan, der bei einem früheren Start nicht wiederhergestellt werden konnte, bleibt unverändert erhalten als {path} (und %n früherer daneben).</numerusform>
            <numerusform>Ein automatisch gespeicherter Spielplan, der bei einem früheren Start nicht wiederhergestellt werden konnte, bleibt unverändert erhalten als {path} (und %n frühere daneben).</numerusform>
        </translation>
    </message>
    <message>
        <source>The autosaved board cannot be restored: {error}.</source>
        <translation>Der automatisch gespeicherte Spielplan kann nicht wiederhergestellt werden: {error}.</translation>
    </message>
    <message>
        <source>{said} It is left as it is.</source>
        <translation>{said} Er bleibt, wie er ist.</translation>
    </message>
    <message>
        <source>{said} It could not be moved aside ({failure}), so this board is not autosaved: {path} is left as it is.</source>
        <translation>{said} Er konnte nicht beiseitegelegt werden ({failure}), daher wird dieser Spielplan nicht automatisch gespeichert: {path} bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>{said} The file is kept, unchanged, as {path}.</source>
        <translation>{said} Die Datei bleibt unverändert erhalten als {path}.</translation>
    </message>
    <message>
        <source>The map {path} cannot be shown now ({error}). The board is shown as it was when last saved, from the autosave: save it to write {name} again.</source>
        <translation>Die Karte {path} kann gerade nicht angezeigt werden ({error}). Der Spielplan wird so gezeigt, wie er zuletzt automatisch gespeichert wurde: Speichere ihn, um {name} neu zu schreiben.</translation>
    </message>
    <message>
        <source>The new map</source>
        <translation>Die neue Karte</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>A new map: add tiles, elements and miniatures in the Edit tab</source>
        <translation>Eine neue Karte: Füge im Reiter Editor Plättchen, Elemente und Miniaturen hinzu</translation>
    </message>
    <message>
        <source>Open a board</source>
        <translation>Spielplan öffnen</translation>
    </message>
    <message>
        <source>Not opened: {error}</source>
        <translation>Nicht geöffnet: {error}</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>{path} geöffnet</translation>
    </message>
    <message>
        <source>No maps opened yet</source>
        <translation>Noch keine Karten geöffnet</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Spielplan speichern</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Nicht gespeichert: {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <source>The board could not be autosaved to {path}: {error}</source>
        <translation>Der Spielplan konnte nicht automatisch in {path} gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Editing the map: drag tiles and elements (what stands on a tile goes with it); R rotates, F flips, Delete removes. Untick Edit map to move miniatures.</source>
        <translation>Karte bearbeiten: Plättchen und Elemente ziehen (was auf einem Plättchen steht, kommt mit); R dreht, F wendet, Delete entfernt. Karte bearbeiten abhaken, um Miniaturen zu bewegen.</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>PNG exportieren…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF exportieren…</translation>
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
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Größer</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Kleiner</translation>
    </message>
    <message>
        <source>New turn</source>
        <translation>Neue Runde</translation>
    </message>
    <message>
        <source>{action} ({keys})</source>
        <translation>{action} ({keys})</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>New, open, recent, save, export</source>
        <translation>Neu, öffnen, zuletzt geöffnet, speichern, exportieren</translation>
    </message>
    <message>
        <source>Enforce rules</source>
        <translation>Regeltreu</translation>
    </message>
    <message>
        <source>On: only legal moves, which spend movement points. Off: place freely.</source>
        <translation>An: nur regelkonforme Züge, die Bewegungspunkte kosten. Aus: frei platzieren.</translation>
    </message>
    <message>
        <source>Edit map</source>
        <translation>Karte bearbeiten</translation>
    </message>
    <message>
        <source>Drag a tile or an element; R rotates a tile or turns a door, F flips a tile, Delete removes</source>
        <translation>Ein Plättchen oder Element ziehen; R dreht ein Plättchen oder eine Tür, F wendet ein Plättchen, Delete entfernt</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Geöffnet</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Undo {step} (Ctrl+Z)</source>
        <translation>Rückgängig: {step} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo {step} (Ctrl+Shift+Z)</source>
        <translation>Wiederholen: {step} (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Lay the out-of-control card over this target</source>
        <translation>Die Außer-Kontrolle-Karte über dieses Ziel legen</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>kein Wurf</translation>
    </message>
    <message>
        <source>d10: {roll}</source>
        <translation>W10: {roll}</translation>
    </message>
    <message>
        <source>Card on:</source>
        <translation>Karte auf:</translation>
    </message>
    <message>
        <source>Lay the map step by step (each step shows on the board):</source>
        <translation>Lege die Karte Schritt für Schritt aus (jeder Schritt erscheint auf dem Spielplan):</translation>
    </message>
    <message>
        <source>This map breaks the rules: {warnings}</source>
        <translation>Diese Karte verstößt gegen die Regeln: {warnings}</translation>
    </message>
    <message>
        <source>New map (not saved)</source>
        <translation>Neue Karte (nicht gespeichert)</translation>
    </message>
    <message>
        <source>{name} • unsaved changes</source>
        <translation>{name} • ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>From the box: {tiles}
Elements: {elements}</source>
        <translation>Aus der Schachtel: {tiles}
Elemente: {elements}</translation>
    </message>
    <message>
        <source>More than the box has: {parts}</source>
        <translation>Mehr, als die Schachtel enthält: {parts}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>free placement</source>
        <translation>freie Platzierung</translation>
    </message>
    <message numerus="yes">
        <source>moved this turn ({spent} of %n point(s) spent): movement token exhausted, no more moves until New turn (7.2.1)</source>
        <translation>
            <numerusform>in dieser Runde bewegt ({spent} von %n Punkt verbraucht): Bewegungsmarker verbraucht, keine Bewegung mehr bis Neue Runde (7.2.1)</numerusform>
            <numerusform>in dieser Runde bewegt ({spent} von %n Punkten verbraucht): Bewegungsmarker verbraucht, keine Bewegung mehr bis Neue Runde (7.2.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>movement token active, %n movement point(s)</source>
        <translation>
            <numerusform>Bewegungsmarker aktiv, %n Bewegungspunkt</numerusform>
            <numerusform>Bewegungsmarker aktiv, %n Bewegungspunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} on {square}, facing {side}: {points}. Drag to move (Q and E while dragging choose the facing); Q and E, or a right-click, turn.</source>
        <translation>{name} auf {square}, Blickrichtung {side}: {points}. Zum Bewegen ziehen (Q und E beim Ziehen wählen die Blickrichtung); Q und E oder Rechtsklick drehen.</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>{format} exportieren</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>{path} exportiert</translation>
    </message>
    <message>
        <source>Exported {path}: {pages}</source>
        <translation>{path} exportiert: {pages}</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>Nicht exportiert: {error}</translation>
    </message>
</context>
<context>
    <name>BoardPhoto</name>
    <message>
        <source>The photo shows the board as it is: nothing changed</source>
        <translation>Das Foto zeigt den Spielplan, wie er ist: nichts geändert</translation>
    </message>
    <message numerus="yes">
        <source>From a photo: %n miniature(s) placed</source>
        <translation>
            <numerusform>Von einem Foto: %n Miniatur platziert</numerusform>
            <numerusform>Von einem Foto: %n Miniaturen platziert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Arrive facing {side} (Q and E turn)</source>
        <translation>Ankunft mit Blickrichtung {side} (Q und E drehen)</translation>
    </message>
    <message numerus="yes">
        <source>{name} to {square} facing {side}: {cost} of %n movement point(s) spent; their movement token is exhausted until the next turn (7.2.1)</source>
        <translation>
            <numerusform>{name} nach {square}, Blickrichtung {side}: {cost} von %n Bewegungspunkt verbraucht; der Bewegungsmarker ist bis zur nächsten Runde verbraucht (7.2.1)</numerusform>
            <numerusform>{name} nach {square}, Blickrichtung {side}: {cost} von %n Bewegungspunkten verbraucht; der Bewegungsmarker ist bis zur nächsten Runde verbraucht (7.2.1)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} placed on {square} facing {side}</source>
        <translation>{name} auf {square} platziert, Blickrichtung {side}</translation>
    </message>
    <message>
        <source>tile {number} to {square}</source>
        <translation>Plättchen {number} nach {square}</translation>
    </message>
    <message>
        <source>Turn left (Q)</source>
        <translation>Links drehen (Q)</translation>
    </message>
    <message>
        <source>Turn right (E)</source>
        <translation>Rechts drehen (E)</translation>
    </message>
    <message>
        <source>Face {side}</source>
        <translation>Blick nach {side}</translation>
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
        <translation>Suche: Name, Fähigkeit… (Ctrl+F)</translation>
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
    <name>CharacterCard</name>
    <message>
        <source>armour damage</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>hit damage</source>
        <translation>Trefferwert</translation>
    </message>
    <message>
        <source>Take one {damage} off: only damage taken, never below 0 (6.4.2); a broken token stays (RULINGS.md R-73). Undo takes it back.</source>
        <translation>{damage}: einen Schadenspunkt abziehen, nur erlittenen Schaden, nie unter 0 (6.4.2); ein gebrochener Marker bleibt (RULINGS.md R-73). Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>{name} — out of the game</source>
        <translation>{name} — aus dem Spiel</translation>
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
        <source>No guild yet: the city is explored by guilds. File &gt; Add a player… makes a new player&apos;s account and guild from their code card (6.2).</source>
        <translation>Noch keine Gilde: Die Stadt wird von Gilden erkundet. Datei &gt; Spieler hinzufügen… legt mit der Codekarte eines neuen Spielers Konto und Gilde an (6.2).</translation>
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
    <name>Counts</name>
    <message numerus="yes">
        <source>%n page(s) of {paper}</source>
        <translation>
            <numerusform>%n Seite {paper}</numerusform>
            <numerusform>%n Seiten {paper}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies)</source>
        <translation>
            <numerusform>%n Söldner</numerusform>
            <numerusform>%n Söldner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n Gefolgsmann</numerusform>
            <numerusform>%n Gefolgsleute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n daemon(s)</source>
        <translation>
            <numerusform>%n Dämon</numerusform>
            <numerusform>%n Dämonen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more character(s)</source>
        <translation>
            <numerusform>%n weiteren Charakter</numerusform>
            <numerusform>%n weitere Charaktere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n armour token(s) broken ({now}/{limit})</source>
        <translation>
            <numerusform>%n Rüstungsmarker gebrochen ({now}/{limit})</numerusform>
            <numerusform>%n Rüstungsmarker gebrochen ({now}/{limit})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s) broken ({now}/{limit})</source>
        <translation>
            <numerusform>%n Herz gebrochen ({now}/{limit})</numerusform>
            <numerusform>%n Herzen gebrochen ({now}/{limit})</numerusform>
        </translation>
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
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n Gegenstand</numerusform>
            <numerusform>%n Gegenstände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The log (%n line(s))</source>
        <translation>
            <numerusform>Das Protokoll (%n Zeile)</numerusform>
            <numerusform>Das Protokoll (%n Zeilen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n Abschnitt</numerusform>
            <numerusform>%n Abschnitte</numerusform>
        </translation>
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
    <name>EditTab</name>
    <message>
        <source>Tick Edit map, click a tile and drag it: what stands on it goes with it. R rotates, F flips, Delete removes. Drag elements too; R turns a door.</source>
        <translation>Karte bearbeiten abhaken, ein Plättchen anklicken und ziehen: Was darauf steht, kommt mit. R dreht, F wendet, Delete entfernt. Elemente lassen sich auch ziehen; R dreht eine Tür.</translation>
    </message>
    <message>
        <source>A (exterior)</source>
        <translation>A (außen)</translation>
    </message>
    <message>
        <source>B (interior)</source>
        <translation>B (innen)</translation>
    </message>
    <message>
        <source>Add tile beside the map</source>
        <translation>Plättchen neben der Karte hinzufügen</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>A square such as C4 (column letter, row number)</source>
        <translation>Ein Feld wie C4 (Spaltenbuchstabe, Zeilennummer)</translation>
    </message>
    <message>
        <source>Place element on square</source>
        <translation>Element auf Feld platzieren</translation>
    </message>
    <message>
        <source>Remove element on square</source>
        <translation>Element auf Feld entfernen</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>A card of the catalog or a member of a guild</source>
        <translation>Eine Karte des Katalogs oder ein Mitglied einer Gilde</translation>
    </message>
    <message>
        <source>A mercenary of the catalog carries the weapon chosen here (its range and long range come from it); a guild&apos;s member carries their own</source>
        <translation>Ein Söldner aus dem Katalog trägt die hier gewählte Waffe (ihre Reichweite und große Reichweite stammen von ihr); ein Gildenmitglied trägt seine eigene</translation>
    </message>
    <message>
        <source>Add miniature on square</source>
        <translation>Miniatur auf Feld hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected miniature</source>
        <translation>Gewählte Miniatur entfernen</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Base colour</source>
        <translation>Sockelfarbe</translation>
    </message>
    <message>
        <source>Base number</source>
        <translation>Sockelnummer</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Blickrichtung</translation>
    </message>
    <message>
        <source>The characters to add are listed once the database is free: {error}</source>
        <translation>Die hinzufügbaren Charaktere erscheinen, sobald die Datenbank frei ist: {error}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>its printed weapons</source>
        <translation>seine gedruckten Waffen</translation>
    </message>
    <message>
        <source>printed weapons</source>
        <translation>gedruckte Waffen</translation>
    </message>
    <message>
        <source>{error}: type a square such as C4</source>
        <translation>{error}: Gib ein Feld wie C4 ein</translation>
    </message>
    <message>
        <source>no scene element on {square}</source>
        <translation>kein Szenenelement auf {square}</translation>
    </message>
    <message>
        <source>choose a character card first</source>
        <translation>wähle zuerst eine Charakterkarte</translation>
    </message>
    <message>
        <source>select a miniature on the board first</source>
        <translation>wähle zuerst eine Miniatur auf dem Spielplan</translation>
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
        <source>No guild yet: File &gt; Add a player… makes a new player&apos;s account and guild from their code card (6.2), New guild… another guild of a player.</source>
        <translation>Noch keine Gilde: Datei &gt; Spieler hinzufügen… legt mit der Codekarte eines neuen Spielers Konto und Gilde an (6.2), Neue Gilde… eine weitere Gilde eines Spielers.</translation>
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
        <source>Player account (a new player: File &gt; Add a player…):</source>
        <translation>Spielerkonto (ein neuer Spieler: Datei &gt; Spieler hinzufügen…):</translation>
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
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Hints at this table: kept for its guilds; key {key} shows them for one action</source>
        <translation>Tipps an diesem Tisch: gelten für seine Gilden; Taste {key} zeigt sie für eine Aktion</translation>
    </message>
    <message>
        <source>Kill chance</source>
        <translation>Tötung</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
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
        <source>Select a character: their attacks and who threatens them.</source>
        <translation>Wähle einen Charakter: seine Angriffe und wer ihn bedroht.</translation>
    </message>
    <message>
        <source>No attack they could make this phase.</source>
        <translation>Kein Angriff in dieser Phase möglich.</translation>
    </message>
    <message>
        <source>No enemy could attack them next phase.</source>
        <translation>Kein Gegner könnte in der nächsten Phase angreifen.</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Berechne die Chancen…</translation>
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
    <name>HistoryList</name>
    <message>
        <source>{action}  (undone: Redo)</source>
        <translation>{action}  (rückgängig gemacht: Wiederholen)</translation>
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
    <name>LogList</name>
    <message>
        <source>Turn {turn}</source>
        <translation>Runde {turn}</translation>
    </message>
    <message>
        <source>Before turn 1</source>
        <translation>Vor Runde 1</translation>
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
    <name>MissionArea</name>
    <message>
        <source>Replay…</source>
        <translation>Rückblick…</translation>
    </message>
    <message>
        <source>The mission so far, turn by turn: how did we get here (F6). It only reads.</source>
        <translation>Die Mission bisher, Runde für Runde: Wie kam es dazu (F6)? Nur zum Ansehen.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rückblick</translation>
    </message>
    <message>
        <source>Replay of the mission in play: how did we get here</source>
        <translation>Rückblick auf die laufende Mission: Wie kam es dazu?</translation>
    </message>
    <message>
        <source>Back to the mission</source>
        <translation>Zurück zur Mission</translation>
    </message>
    <message>
        <source>the missions played could not be read: {error}</source>
        <translation>die gespielten Missionen konnten nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Replay: {mission}</source>
        <translation>Rückblick: {mission}</translation>
    </message>
    <message>
        <source>Replay of mission {number}</source>
        <translation>Rückblick auf Mission {number}</translation>
    </message>
    <message>
        <source>{error} (replayed up to the action before it)</source>
        <translation>{error} (Rückblick bis zur Aktion davor)</translation>
    </message>
    <message>
        <source>the mission could not be read: {error}</source>
        <translation>die Mission konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>Zurück zur Liste</translation>
    </message>
    <message>
        <source>bring its guild file</source>
        <translation>ihre Gildendatei mitbringen</translation>
    </message>
    <message>
        <source>save its results file, then bring it (R-111)</source>
        <translation>ihre Ergebnisdatei speichern, dann mitbringen (R-111)</translation>
    </message>
    <message>
        <source>{guild}: {todo}</source>
        <translation>{guild}: {todo}</translation>
    </message>
    <message>
        <source>{guild}: no longer on this computer</source>
        <translation>{guild}: nicht mehr auf diesem Computer</translation>
    </message>
    <message>
        <source>{guild}: {error}</source>
        <translation>{guild}: {error}</translation>
    </message>
    <message>
        <source>not at the table again: {guilds}</source>
        <translation>nicht wieder am Tisch: {guilds}</translation>
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
        <translation>Rückblick auf eine frühere Mission, Runde für Runde (F6)</translation>
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
    <name>Notices</name>
    <message>
        <source>The objective&apos;s area, lit on the board: {area}</source>
        <translation>Das Gebiet des Ziels, auf dem Spielplan hervorgehoben: {area}</translation>
    </message>
    <message>
        <source>the board decides</source>
        <translation>der Spielplan entscheidet</translation>
    </message>
    <message>
        <source>{player} controls</source>
        <translation>{player} kontrolliert</translation>
    </message>
    <message>
        <source>nobody: the count is suspended</source>
        <translation>niemand: die Zählung ruht</translation>
    </message>
    <message>
        <source>Control this turn ({who}):</source>
        <translation>Kontrolle in dieser Runde ({who}):</translation>
    </message>
    <message>
        <source>{player} controls the area this turn (6.4.2)</source>
        <translation>{player} kontrolliert das Gebiet in dieser Runde (6.4.2)</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Gesehen</translation>
    </message>
    <message>
        <source>The table has seen this turn&apos;s news: the notice goes (not an action of the game: nothing to undo, R-87)</source>
        <translation>Der Tisch hat die Neuigkeiten dieser Runde gesehen: Der Hinweis verschwindet (keine Spielaktion: nichts rückgängig zu machen, R-87)</translation>
    </message>
    <message>
        <source>Turn {turn}, mission event (6.4.2): {event}</source>
        <translation>Runde {turn}, Missionsereignis (6.4.2): {event}</translation>
    </message>
    <message>
        <source>Turn {turn}: {wave}</source>
        <translation>Runde {turn}: {wave}</translation>
    </message>
    <message>
        <source>Start of turn {turn}, done by the app: every movement token is active again (7.3.2.3):</source>
        <translation>Beginn von Runde {turn}, von der App erledigt: Jeder Bewegungsmarker ist wieder aktiv (7.3.2.3):</translation>
    </message>
    <message>
        <source>Start of turn {turn}, done by the app:</source>
        <translation>Beginn von Runde {turn}, von der App erledigt:</translation>
    </message>
    <message>
        <source>The card the guild pulls for this reinforcement (R-88)</source>
        <translation>Die Karte, die die Gilde für diese Verstärkung zieht (R-88)</translation>
    </message>
    <message>
        <source>Possessed: {who} walk by the out-of-control card this turn; their owner moves them in the free movement sub-phase (5.6, 7.2.3)</source>
        <translation>Besessen: {who} gehen in dieser Runde nach der Außer-Kontrolle-Karte; ihr Besitzer bewegt sie in der freien Bewegungsphase (5.6, 7.2.3)</translation>
    </message>
    <message>
        <source>Walk them by the card</source>
        <translation>Nach der Karte bewegen</translation>
    </message>
    <message>
        <source>The app moves them by the out-of-control card drawn, all their movement points (5.6, 7.2.3); their owner passes only after (R-76)</source>
        <translation>Die App bewegt sie nach der gezogenen Außer-Kontrolle-Karte, mit allen Bewegungspunkten (5.6, 7.2.3); ihr Besitzer passt erst danach (R-76)</translation>
    </message>
    <message>
        <source>In {player}&apos;s go: their owner walks them (7.2.3)</source>
        <translation>Im Zug von {player}: Ihr Besitzer bewegt sie (7.2.3)</translation>
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
    <name>Options</name>
    <message>
        <source>The way the miniature faces at the end of the move: turning costs (7.2.1)</source>
        <translation>Wohin die Miniatur am Ende der Bewegung blickt: Drehen kostet (7.2.1)</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Blickrichtung</translation>
    </message>
    <message>
        <source>The arcane code used (5.1.5)</source>
        <translation>Der verwendete arkane Kodex (5.1.5)</translation>
    </message>
    <message>
        <source>Fate points spent on the test: each takes 1 off the die, never below 1 (7.2.1)</source>
        <translation>Für den Test ausgegebene Schicksalspunkte: Jeder zieht 1 vom Würfel ab, nie unter 1 (7.2.1)</translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation>Schicksalspunkte</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>Power 1 or 2 of the code (7.2.3.1)</source>
        <translation>Kraft 1 oder 2 des Kodex (7.2.3.1)</translation>
    </message>
    <message>
        <source>No defence</source>
        <translation>Keine Abwehr</translation>
    </message>
    <message>
        <source>Defends: white</source>
        <translation>Abwehr: weiß</translation>
    </message>
    <message>
        <source>Defends: black</source>
        <translation>Abwehr: schwarz</translation>
    </message>
    <message>
        <source>The target&apos;s arcane test in defence, paid in mana (7.2.3.5)</source>
        <translation>Der arkane Abwehrtest des Ziels, bezahlt mit Mana (7.2.3.5)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Free arcane dice rolled (7.2.3)</source>
        <translation>Gewürfelte freie Arkanwürfel (7.2.3)</translation>
    </message>
    <message>
        <source>Reroll W</source>
        <translation>Neu W</translation>
    </message>
    <message>
        <source>Held white mana rolled again (7.2.3)</source>
        <translation>Gehaltenes weißes Mana neu gewürfelt (7.2.3)</translation>
    </message>
    <message>
        <source>B</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Held black mana rolled again (7.2.3)</source>
        <translation>Gehaltenes schwarzes Mana neu gewürfelt (7.2.3)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>The daemon&apos;s level asked (7.2.3.2)</source>
        <translation>Die verlangte Stufe des Dämons (7.2.3.2)</translation>
    </message>
    <message>
        <source>Heart tokens given (7.2.3.2)</source>
        <translation>Vergebene Herzmarker (7.2.3.2)</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herzen</translation>
    </message>
    <message>
        <source>Free a possessed character (+3) or cancel an effect token (7.2.3.5)</source>
        <translation>Einen besessenen Charakter befreien (+3) oder einen Effektmarker aufheben (7.2.3.5)</translation>
    </message>
    <message>
        <source>The mana cube that pays the test (R-36)</source>
        <translation>Der Mana-Holzwürfel, der den Test bezahlt (R-36)</translation>
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
    <name>PageSetupDialog</name>
    <message>
        <source>PDF page set-up</source>
        <translation>PDF-Seiteneinrichtung</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>What neighbouring pages both show, to align and tape them</source>
        <translation>Was benachbarte Seiten beide zeigen, zum Ausrichten und Zusammenkleben</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Überlappung</translation>
    </message>
    <message>
        <source>One page; a square prints {size} mm wide ({share} of table scale).</source>
        <translation>Eine Seite; ein Feld wird {size} mm breit gedruckt ({share} des Tischmaßstabs).</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) ({rows} rows × {columns} columns) at {size} mm a square; trim each page&apos;s left and top edges at the crop marks, lay them on the dashed lines of the pages before, and tape.</source>
        <translation>
            <numerusform>%n Seite ({rows} Zeilen × {columns} Spalten) mit {size} mm pro Feld; schneide linken und oberen Rand jeder Seite an den Schnittmarken ab, lege sie auf die gestrichelten Linien der vorigen Seiten und klebe sie fest.</numerusform>
            <numerusform>%n Seiten ({rows} Zeilen × {columns} Spalten) mit {size} mm pro Feld; schneide linken und oberen Rand jeder Seite an den Schnittmarken ab, lege sie auf die gestrichelten Linien der vorigen Seiten und klebe sie fest.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PastPlays</name>
    <message>
        <source>Replay a past mission</source>
        <translation>Rückblick auf eine frühere Mission</translation>
    </message>
    <message>
        <source>Every mission played at this table, the newest first. A replay only reads: nothing of the mission changes.</source>
        <translation>Jede an diesem Tisch gespielte Mission, die neueste zuerst. Ein Rückblick liest nur: An der Mission ändert sich nichts.</translation>
    </message>
    <message>
        <source>Replay (Enter)</source>
        <translation>Rückblick (Enter)</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Zurück (Esc)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>No mission has been played at this table yet.</source>
        <translation>An diesem Tisch wurde noch keine Mission gespielt.</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>· plays now</source>
        <translation>· ist am Zug</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <source>Next turn (T)</source>
        <translation>Nächste Runde (T)</translation>
    </message>
    <message>
        <source>The player who plays now passes; clockwise (7). Key: P</source>
        <translation>Der Spieler am Zug passt; im Uhrzeigersinn (7). Taste: P</translation>
    </message>
    <message>
        <source>Start the next turn and draw its first player (7). Key: T (or Ctrl+Enter)</source>
        <translation>Die nächste Runde beginnen und ihren Startspieler auslosen (7). Taste: T (oder Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Who reached the objective?</source>
        <translation>Wer hat das Ziel erreicht?</translation>
    </message>
    <message>
        <source>Who surrenders?</source>
        <translation>Wer gibt auf?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>· {player} plays first</source>
        <translation>· {player} beginnt</translation>
    </message>
    <message>
        <source>· {name} ({colour}) plays now</source>
        <translation>· {name} ({colour}) ist am Zug</translation>
    </message>
</context>
<context>
    <name>PhotoDialog</name>
    <message>
        <source>From a photo: {file}</source>
        <translation>Von einem Foto: {file}</translation>
    </message>
    <message>
        <source>The photo beside the board it shows. Orange squares were read with little confidence: check them. Drag a miniature to where it stands, or select it (a tap, or N for the next) and move it with the arrows (Q and E turn it). Enter uses this board, Esc cancels.</source>
        <translation>Das Foto neben dem Spielplan, den es zeigt. Orange Felder wurden unsicher erkannt: Prüfe sie. Ziehe eine Miniatur dorthin, wo sie steht, oder wähle sie (Tippen oder N für die nächste) und bewege sie mit den Pfeiltasten (Q und E drehen sie). Enter übernimmt diesen Spielplan, Esc bricht ab.</translation>
    </message>
    <message>
        <source>The photo beside the board it shows. What differs from the tracker is listed below, a tick each; those read with little confidence are not ticked: check them. Apply the ticked puts those miniatures where the photo has them, as one table correction, not a move (R-248): Ctrl+Z in the tracker takes it back. Space ticks a line, Esc cancels.</source>
        <translation>Das Foto neben dem Spielplan, den es zeigt. Was vom Tracker abweicht, steht unten, je mit einem Haken; unsicher Erkanntes ist nicht angehakt: Prüfe es. Angehakte übernehmen stellt diese Miniaturen dorthin, wo das Foto sie zeigt, als eine Tischkorrektur, keine Bewegung (R-248): Ctrl+Z im Tracker nimmt sie zurück. Leertaste hakt eine Zeile an, Esc bricht ab.</translation>
    </message>
    <message>
        <source>Use this board</source>
        <translation>Diesen Spielplan übernehmen</translation>
    </message>
    <message>
        <source>{name}: {photo} facing {photo_facing} in the photo, {here} facing {here_facing} here</source>
        <translation>{name}: {photo} mit Blickrichtung {photo_facing} auf dem Foto, {here} mit Blickrichtung {here_facing} hier</translation>
    </message>
    <message>
        <source>{name}: {square}, only {sure} sure: check it</source>
        <translation>{name}: {square}, nur zu {sure} sicher: Prüfe es</translation>
    </message>
    <message>
        <source>The {base} base read on {square} is not on this map&apos;s miniatures</source>
        <translation>Der auf {square} erkannte Sockel {base} gehört zu keiner Miniatur dieser Karte</translation>
    </message>
    <message>
        <source>{name}: read on {square}, where the map cannot hold them: left on {here}</source>
        <translation>{name}: auf {square} erkannt, wo die Karte ihn nicht aufnehmen kann: bleibt auf {here}</translation>
    </message>
    <message>
        <source>{name}: not found in the photo, left on {here}</source>
        <translation>{name}: auf dem Foto nicht gefunden, bleibt auf {here}</translation>
    </message>
    <message>
        <source>Apply the ticked ({count})</source>
        <translation>Angehakte übernehmen ({count})</translation>
    </message>
</context>
<context>
    <name>PhotoFlow</name>
    <message>
        <source>From a photo…</source>
        <translation>Von einem Foto…</translation>
    </message>
    <message>
        <source>Set the board from a photo of the table taken from above ({key})</source>
        <translation>Den Spielplan nach einem Foto des Tisches von oben einrichten ({key})</translation>
    </message>
    <message>
        <source>From a photo</source>
        <translation>Von einem Foto</translation>
    </message>
    <message>
        <source>Photos ({patterns})</source>
        <translation>Fotos ({patterns})</translation>
    </message>
    <message>
        <source>{file}: the map changed while the photo was read: read it again</source>
        <translation>{file}: Die Karte hat sich beim Lesen des Fotos geändert: Lies es erneut ein</translation>
    </message>
    <message>
        <source>{file}: the photo reader takes JPEG or PNG only: save the photo as JPEG (a phone can send it so) and drop that</source>
        <translation>{file}: Der Fotoleser nimmt nur JPEG oder PNG: Speichere das Foto als JPEG (ein Handy kann es so senden) und ziehe dieses hierher</translation>
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
    <name>PlayController</name>
    <message>
        <source>turn {turn}, {phase}</source>
        <translation>Runde {turn}, {phase}</translation>
    </message>
    <message>
        <source>{where}, {player} plays</source>
        <translation>{where}, {player} ist am Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>{actions}, {count} to redo</source>
        <translation>{actions}, {count} zu wiederholen</translation>
    </message>
    <message>
        <source>Mission resumed where it was: {where} ({actions})</source>
        <translation>Mission dort fortgesetzt, wo sie war: {where} ({actions})</translation>
    </message>
    <message>
        <source>. Warning: {warning}</source>
        <translation>. Warnung: {warning}</translation>
    </message>
    <message>
        <source>the mission was not saved: {error}</source>
        <translation>die Mission wurde nicht gespeichert: {error}</translation>
    </message>
    <message>
        <source>the mission could not be given up: {error}</source>
        <translation>die Mission konnte nicht aufgegeben werden: {error}</translation>
    </message>
    <message>
        <source>the mission could not be read again: {error}</source>
        <translation>die Mission konnte nicht erneut gelesen werden: {error}</translation>
    </message>
    <message>
        <source>no mission in play</source>
        <translation>keine Mission im Spiel</translation>
    </message>
    <message>
        <source>the action</source>
        <translation>Die Aktion</translation>
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
        <source>{what} was not saved: {error}: {now}</source>
        <translation>{what} wurde nicht gespeichert: {error}: {now}</translation>
    </message>
    <message>
        <source>shown now</source>
        <translation>jetzt angezeigt</translation>
    </message>
    <message>
        <source>{what} was not saved: {error}</source>
        <translation>{what} wurde nicht gespeichert: {error}</translation>
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
    <name>PlayerHeader</name>
    <message>
        <source>Fate {points}</source>
        <translation>Schicksal {points}</translation>
    </message>
    <message>
        <source>{fate} · Kills {kills}</source>
        <translation>{fate} · Tötungen {kills}</translation>
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
        <source>Each player needs a guild: File &gt; Add a player… makes a new player&apos;s from their code card, New guild… in the Guild view (Ctrl+1) another of a player&apos;s; or bring a guild file exported on another computer.</source>
        <translation>Jeder Spieler braucht eine Gilde: Datei &gt; Spieler hinzufügen… legt sie für einen neuen Spieler mit der Codekarte an, Neue Gilde… in der Ansicht Gilde (Ctrl+1) eine weitere eines Spielers; oder bring eine auf einem anderen Computer exportierte Gildendatei mit.</translation>
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
    <name>ReadingBand</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Reading the photo {file}…</source>
        <translation>Lese das Foto {file}…</translation>
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
    <name>ReferenceBrowser</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Zurück (Alt+Left)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Vor (Alt+Right)</translation>
    </message>
    <message>
        <source># The rules reference cannot open

{problem}

Correct or restore that file in `resources/rules/`.</source>
        <translation># Die Regelreferenz kann nicht geöffnet werden

{problem}

Korrigiere diese Datei in `resources/rules/` oder stelle sie wieder her.</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelreferenz</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source># No section {number}

The reference has no section {number}; see the [contents](rules:).</source>
        <translation># Kein Abschnitt {number}

Die Referenz hat keinen Abschnitt {number}; siehe den [Inhalt](rules:).</translation>
    </message>
    <message>
        <source>Keyword glossary</source>
        <translation>Schlüsselwort-Glossar</translation>
    </message>
    <message>
        <source># Nothing at {address}</source>
        <translation># Nichts unter {address}</translation>
    </message>
</context>
<context>
    <name>ReferenceView</name>
    <message>
        <source>Search every rule… (Ctrl+F; Enter opens the first)</source>
        <translation>Regeln suchen… (Ctrl+F; Enter öffnet)</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Schlüsselwörter</translation>
    </message>
    <message>
        <source>The keyword glossary: every card keyword (8) and the tracker&apos;s effects and actions</source>
        <translation>Das Schlüsselwort-Glossar: jedes Kartenschlüsselwort (8) und die Effekte und Aktionen des Trackers</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Als &amp;PDF speichern…</translation>
    </message>
    <message>
        <source>The whole reference, with its contents and the rulings it cites (Alt+P)</source>
        <translation>Die ganze Referenz, mit Inhalt und den zitierten Regelentscheidungen (Alt+P)</translation>
    </message>
    <message>
        <source>Return (Esc)</source>
        <translation>Zurück (Esc)</translation>
    </message>
    <message>
        <source>The rules reference cannot open: {problem}</source>
        <translation>Die Regelreferenz kann nicht geöffnet werden: {problem}</translation>
    </message>
    <message>
        <source>Keyword glossary</source>
        <translation>Schlüsselwort-Glossar</translation>
    </message>
    <message>
        <source>Return to {view} (Esc)</source>
        <translation>Zurück zu {view} (Esc)</translation>
    </message>
    <message>
        <source>Save the rules reference as a PDF</source>
        <translation>Regelreferenz als PDF speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF was not saved: {path}: {error}</source>
        <translation>Das PDF wurde nicht gespeichert: {path}: {error}</translation>
    </message>
    <message>
        <source>Saved the rules reference, {pages} pages, to {path}</source>
        <translation>Regelreferenz mit {pages} Seiten gespeichert in {path}</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Back to the mission (Esc)</source>
        <translation>Zurück zur Mission (Esc)</translation>
    </message>
    <message>
        <source>{tip}. Key: {key}</source>
        <translation>{tip}. Taste: {key}</translation>
    </message>
    <message>
        <source>{back} (Esc)</source>
        <translation>{back} (Esc)</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Runde {turn}</translation>
    </message>
    <message>
        <source>nothing was done before turn 1</source>
        <translation>vor Runde 1 geschah nichts</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passt</translation>
    </message>
</context>
<context>
    <name>ResolutionController</name>
    <message>
        <source>the results cannot be shown: {error}</source>
        <translation>die Ergebnisse können nicht angezeigt werden: {error}</translation>
    </message>
    <message>
        <source>no results to write</source>
        <translation>keine Ergebnisse einzutragen</translation>
    </message>
    <message>
        <source>the results were not written, nothing changed: {error}</source>
        <translation>die Ergebnisse wurden nicht eingetragen, nichts geändert: {error}</translation>
    </message>
    <message>
        <source>the results were written but cannot be read back: {error}</source>
        <translation>die Ergebnisse wurden eingetragen, können aber nicht zurückgelesen werden: {error}</translation>
    </message>
    <message>
        <source>Training mission finished: nothing was written to the guilds (6.4)</source>
        <translation>Trainingsmission beendet: Bei den Gilden wurde nichts eingetragen (6.4)</translation>
    </message>
    <message>
        <source>The results are written into the guilds</source>
        <translation>Die Ergebnisse sind bei den Gilden eingetragen</translation>
    </message>
    <message>
        <source>The results were written before: nothing was paid twice</source>
        <translation>Die Ergebnisse wurden schon eingetragen: Nichts wurde doppelt bezahlt</translation>
    </message>
    <message>
        <source>the results file was not saved ({path}): {error}</source>
        <translation>die Ergebnisdatei wurde nicht gespeichert ({path}): {error}</translation>
    </message>
    <message>
        <source>Results file saved: {path}</source>
        <translation>Ergebnisdatei gespeichert: {path}</translation>
    </message>
</context>
<context>
    <name>ResolutionView</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Next screen</source>
        <translation>Nächster Bildschirm</translation>
    </message>
    <message>
        <source>Screen before</source>
        <translation>Voriger Bildschirm</translation>
    </message>
    <message>
        <source>write the results first: the guilds have not changed yet</source>
        <translation>trage zuerst die Ergebnisse ein: Die Gilden haben sich noch nicht geändert</translation>
    </message>
    <message>
        <source>{colour} is no guild brought on a file</source>
        <translation>{colour} ist keine per Datei mitgebrachte Gilde</translation>
    </message>
    <message>
        <source>the report was not saved ({path}): {error}</source>
        <translation>der Bericht wurde nicht gespeichert ({path}): {error}</translation>
    </message>
    <message>
        <source>Mission report saved: {path}</source>
        <translation>Missionsbericht gespeichert: {path}</translation>
    </message>
    <message>
        <source>{screen} of {screens}</source>
        <translation>{screen} von {screens}</translation>
    </message>
    <message>
        <source>◀ Back to the mission</source>
        <translation>◀ Zurück zur Mission</translation>
    </message>
    <message>
        <source>The tracker: the last action can still be undone (Backspace)</source>
        <translation>Der Tracker: Die letzte Aktion kann noch rückgängig gemacht werden (Backspace)</translation>
    </message>
    <message>
        <source>The screen before (Backspace or Left)</source>
        <translation>Der vorige Bildschirm (Backspace oder Left)</translation>
    </message>
    <message>
        <source>The next screen (Enter or Right)</source>
        <translation>Der nächste Bildschirm (Enter oder Right)</translation>
    </message>
    <message>
        <source>No results to show.</source>
        <translation>Keine Ergebnisse anzuzeigen.</translation>
    </message>
    <message>
        <source>{guild} ({colour}) — brought on a file</source>
        <translation>{guild} ({colour}) — per Datei mitgebracht</translation>
    </message>
    <message>
        <source>{guild} ({colour})</source>
        <translation>{guild} ({colour})</translation>
    </message>
    <message>
        <source>How: {how}</source>
        <translation>Wie: {how}</translation>
    </message>
    <message>
        <source>{mission} ({mode} mission)</source>
        <translation>{mission} ({mode})</translation>
    </message>
    <message>
        <source>Fame and feods won or lost by each guild, a line for each reason (6.4.1, 6.4.2):</source>
        <translation>Von jeder Gilde gewonnener oder verlorener Ruhm und Feods, eine Zeile pro Grund (6.4.1, 6.4.2):</translation>
    </message>
    <message>
        <source>Nothing won or lost: this mission gives no reward here</source>
        <translation>Nichts gewonnen oder verloren: Diese Mission gibt hier keine Belohnung</translation>
    </message>
    <message>
        <source>{what} {amount} — {why}</source>
        <translation>{what} {amount} — {why}</translation>
    </message>
    <message>
        <source>The objects each guild&apos;s characters carry home (6.4.1):</source>
        <translation>Die Gegenstände, die die Charaktere jeder Gilde mit nach Hause nehmen (6.4.1):</translation>
    </message>
    <message>
        <source>No item earned</source>
        <translation>Kein Gegenstand verdient</translation>
    </message>
    <message>
        <source>PROVISIONAL: the rulebook gives no injury table; the app&apos;s is a design of its own (R-98), in {path}. A player&apos;s own injuries.toml in their data folder replaces it. The titles are provisional too (titles.toml).</source>
        <translation>VORLÄUFIG: Das Regelbuch hat keine Verletzungstabelle; die der App ist ein eigener Entwurf (R-98), in {path}. Eine eigene injuries.toml im Datenordner eines Spielers ersetzt sie. Auch die Titel sind vorläufig (titles.toml).</translation>
    </message>
    <message>
        <source>In training these fates stay at the table: no member of a guild is injured or dies, and no deed is counted (6.4).</source>
        <translation>Im Training bleiben diese Schicksale am Tisch: Kein Gildenmitglied wird verletzt oder stirbt, und keine Tat wird gezählt (6.4).</translation>
    </message>
    <message>
        <source>No character in this mission</source>
        <translation>Kein Charakter in dieser Mission</translation>
    </message>
    <message>
        <source>Nothing was written to the guilds: a training mission changes no guild (6.4).</source>
        <translation>Bei den Gilden wurde nichts eingetragen: Eine Trainingsmission ändert keine Gilde (6.4).</translation>
    </message>
    <message>
        <source>The results were written into the guilds on {day} at {time} UTC. They are final: the app does not undo them.</source>
        <translation>Die Ergebnisse wurden am {day} um {time} UTC bei den Gilden eingetragen. Sie sind endgültig: Die App macht sie nicht rückgängig.</translation>
    </message>
    <message>
        <source>The results were written into the guilds. They are final: the app does not undo them.</source>
        <translation>Die Ergebnisse wurden bei den Gilden eingetragen. Sie sind endgültig: Die App macht sie nicht rückgängig.</translation>
    </message>
    <message>
        <source>no guild of this computer changes</source>
        <translation>keine Gilde dieses Computers ändert sich</translation>
    </message>
    <message>
        <source>Writing the results is final: the app cannot undo it. It changes:</source>
        <translation>Das Eintragen der Ergebnisse ist endgültig: Die App kann es nicht rückgängig machen. Es ändert:</translation>
    </message>
    <message>
        <source>Write the results into the guilds</source>
        <translation>Ergebnisse bei den Gilden eintragen</translation>
    </message>
    <message>
        <source>{guild} is a guest&apos;s guild: its results go home on a file imported there (R-105), or, brought from its player&apos;s own DemLoc, with its &apos;Take the results home&apos; (R-195).</source>
        <translation>{guild} ist die Gilde eines Gasts: Ihre Ergebnisse gehen per Datei nach Hause und werden dort importiert (R-105), oder, vom eigenen DemLoc ihres Spielers mitgebracht, über dessen „Ergebnisse übernehmen“ (R-195).</translation>
    </message>
    <message>
        <source>{said} Saved: {path}</source>
        <translation>{said} Gespeichert: {path}</translation>
    </message>
    <message>
        <source>Save {owner} results file…</source>
        <translation>{owner} Ergebnisdatei speichern…</translation>
    </message>
    <message>
        <source>Print the report…</source>
        <translation>Bericht drucken…</translation>
    </message>
    <message>
        <source>A new mission with the same players</source>
        <translation>Neue Mission mit denselben Spielern</translation>
    </message>
    <message>
        <source>Back to the guilds</source>
        <translation>Zurück zu den Gilden</translation>
    </message>
    <message>
        <source>Write the results first</source>
        <translation>Zuerst die Ergebnisse eintragen</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>Fate points {change}: spent or gained (6.4.2); never below 0</source>
        <translation>Schicksalspunkte {change}: ausgegeben oder gewonnen (6.4.2); nie unter 0</translation>
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
    <name>SummonForm</name>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Heart tokens</source>
        <translation>Herzmarker</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Then tap a free square next to the summoner on the board (7.2.3.2)</source>
        <translation>Tippe dann auf ein freies Feld neben dem Beschwörer auf dem Spielplan (7.2.3.2)</translation>
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
        <source>kills them</source>
        <translation>tödlich</translation>
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
    <name>TrackerPhoto</name>
    <message>
        <source>A photo is compared with a mission in play: none is</source>
        <translation>Ein Foto wird mit einer laufenden Mission verglichen: Es läuft keine</translation>
    </message>
</context>
<context>
    <name>TrackerView</name>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Angesagt</translation>
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
        <source>Hide panels</source>
        <translation>Leisten aus</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>Tischmodus</translation>
    </message>
    <message>
        <source>The board gets the screen: no views&apos; list or status bar, the side panel beside the board from top to bottom, compact cards, large type; remembered</source>
        <translation>Der Spielplan bekommt den Bildschirm: keine Ansichtsliste und Statusleiste, die Seitenleiste neben dem Spielplan von oben bis unten, kompakte Karten, große Schrift; wird gemerkt</translation>
    </message>
    <message>
        <source>Give up this mission</source>
        <translation>Mission aufgeben</translation>
    </message>
    <message>
        <source>The mission is no longer offered on start; its log stays</source>
        <translation>Die Mission wird beim Start nicht mehr angeboten; ihr Protokoll bleibt</translation>
    </message>
    <message>
        <source>Next character</source>
        <translation>Nächster Charakter</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Siegel</translation>
    </message>
    <message>
        <source>Bleeding</source>
        <translation>Blutung</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Gift</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Leisten</translation>
    </message>
    <message>
        <source>a new turn starts when every player has passed the brawl phase (7.3.2.3)</source>
        <translation>eine neue Runde beginnt, wenn alle Spieler die Handgemengephase gepasst haben (7.3.2.3)</translation>
    </message>
    <message>
        <source>select the character who acts first (tap a miniature, or Tab)</source>
        <translation>wähle den Charakter, der zuerst handelt (Miniatur antippen oder Tab)</translation>
    </message>
    <message>
        <source>Show panels</source>
        <translation>Leisten ein</translation>
    </message>
    <message>
        <source>{tip} · Key: {keys}</source>
        <translation>{tip} · Taste: {keys}</translation>
    </message>
    <message>
        <source>{words} ({keys})</source>
        <translation>{words} ({keys})</translation>
    </message>
    <message>
        <source>Results ▶</source>
        <translation>Ergebnisse ▶</translation>
    </message>
    <message>
        <source>The mission&apos;s results, screen by screen (6.4.1)</source>
        <translation>Die Ergebnisse der Mission, Bildschirm für Bildschirm (6.4.1)</translation>
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
    <name>board.export</name>
    <message>
        <source>From the box: {tiles}</source>
        <translation>Aus der Schachtel: {tiles}</translation>
    </message>
    <message>
        <source>Elements: {elements}</source>
        <translation>Elemente: {elements}</translation>
    </message>
    <message>
        <source>{map} · {page} · {size} mm a square</source>
        <translation>{map} · {page} · {size} mm pro Feld</translation>
    </message>
    <message>
        <source>Trim each page&apos;s left and top edges at the crop marks (not the first column&apos;s or row&apos;s), lay them on the dashed lines of the pages before, tape.</source>
        <translation>Schneide linken und oberen Rand jeder Seite an den Schnittmarken ab (nicht bei der ersten Spalte bzw. Zeile), lege sie auf die gestrichelten Linien der vorigen Seiten und klebe sie fest.</translation>
    </message>
    <message>
        <source>{map} · at table scale, {size} mm a square</source>
        <translation>{map} · im Tischmaßstab, {size} mm pro Feld</translation>
    </message>
    <message>
        <source>{map} · fitted to one page: {fitted} mm a square ({share} of {size} mm)</source>
        <translation>{map} · auf eine Seite eingepasst: {fitted} mm pro Feld ({share} von {size} mm)</translation>
    </message>
    <message>
        <source>DemLoc map</source>
        <translation>DemLoc-Karte</translation>
    </message>
    <message>
        <source>DemLoc map: {map}</source>
        <translation>DemLoc-Karte: {map}</translation>
    </message>
    <message>
        <source>cannot write {path}</source>
        <translation>{path} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot write page {page} of {path}</source>
        <translation>Seite {page} von {path} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>{paper} {orientation}</source>
        <translation>{paper} {orientation}</translation>
    </message>
    <message>
        <source>{pages}: the map fitted at {size} mm a square</source>
        <translation>{pages}: die Karte eingepasst mit {size} mm pro Feld</translation>
    </message>
    <message>
        <source>{pages}: the map at {size} mm a square on {rows} × {columns} with {overlap} mm overlap</source>
        <translation>{pages}: die Karte mit {size} mm pro Feld auf {rows} × {columns} mit {overlap} mm Überlappung</translation>
    </message>
    <message>
        <source>{pages}, then the build guide</source>
        <translation>{pages}, dann die Aufbauanleitung</translation>
    </message>
</context>
<context>
    <name>board.files</name>
    <message>
        <source>DemLoc maps (*.json)</source>
        <translation>DemLoc-Karten (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>{map} has changes that are not saved. Save them first?</source>
        <translation>{map} hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>{path}: cannot be read as a map: {error}</source>
        <translation>{path}: kann nicht als Karte gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>board.heat</name>
    <message>
        <source>Each square: the chance an enemy kills them there</source>
        <translation>Jedes Feld: die Chance, dort von einem Gegner getötet zu werden</translation>
    </message>
    <message>
        <source>Each square: the damage an enemy does them there</source>
        <translation>Jedes Feld: der Schaden, den ein Gegner dort zufügt</translation>
    </message>
</context>
<context>
    <name>board.items</name>
    <message>
        <source>{element} on {square}</source>
        <translation>{element} auf {square}</translation>
    </message>
    <message>
        <source>{zone} deployment zone</source>
        <translation>Aufstellungszone {zone}</translation>
    </message>
    <message>
        <source>objective token on {square}</source>
        <translation>Zielmarker auf {square}</translation>
    </message>
    <message>
        <source>relic token on {square}</source>
        <translation>Reliquienmarker auf {square}</translation>
    </message>
</context>
<context>
    <name>board.legend</name>
    <message>
        <source>Control zone</source>
        <translation>Kontrollzone</translation>
    </message>
    <message>
        <source>First impact zone</source>
        <translation>Erste Aufprallzone</translation>
    </message>
    <message>
        <source>Enemy threat</source>
        <translation>Gegnerische Bedrohung</translation>
    </message>
    <message>
        <source>Reach: cheap ... dear (figure: its cost)</source>
        <translation>Reichweite: günstig ... teuer (Zahl: ihre Kosten)</translation>
    </message>
    <message>
        <source>Firing line: clear</source>
        <translation>Schusslinie: frei</translation>
    </message>
    <message>
        <source>... partial cover (-n on the line)</source>
        <translation>... teilweise Deckung (-n auf der Linie)</translation>
    </message>
    <message>
        <source>... blocked (dashed, X on the blocker)</source>
        <translation>... blockiert (gestrichelt, X am Hindernis)</translation>
    </message>
    <message>
        <source>... out of range (dotted)</source>
        <translation>... außer Reichweite (gepunktet)</translation>
    </message>
    <message>
        <source>... out of view (dash-dot)</source>
        <translation>... außer Sicht (Strich-Punkt)</translation>
    </message>
    <message>
        <source>Engagement: engager -&gt; engaged</source>
        <translation>Bindung: bindend -&gt; gebunden</translation>
    </message>
    <message>
        <source>engaged in a fight (7.1.1)</source>
        <translation>im Kampf gebunden (7.1.1)</translation>
    </message>
    <message>
        <source>movement token exhausted: has moved this turn (7.2.1)</source>
        <translation>Bewegungsmarker verbraucht: hat sich in dieser Runde bewegt (7.2.1)</translation>
    </message>
    <message>
        <source>possessed (7.2.3)</source>
        <translation>besessen (7.2.3)</translation>
    </message>
    <message>
        <source>bleeding (8.1)</source>
        <translation>blutend (8.1)</translation>
    </message>
    <message>
        <source>poisoned (8.1)</source>
        <translation>vergiftet (8.1)</translation>
    </message>
    <message>
        <source>keeps a daemon summoned (7.2.3.2)</source>
        <translation>hält einen Dämon beschworen (7.2.3.2)</translation>
    </message>
    <message>
        <source>objective token</source>
        <translation>Zielmarker</translation>
    </message>
    <message>
        <source>relic token: one of them is the relic (5.7)</source>
        <translation>Reliquienmarker: einer davon ist die Reliquie (5.7)</translation>
    </message>
    <message>
        <source>Legend: select a miniature to see its overlays</source>
        <translation>Legende: Wähle eine Miniatur, um ihre Ebenen zu sehen</translation>
    </message>
    <message>
        <source>Badges on a base</source>
        <translation>Abzeichen auf einem Sockel</translation>
    </message>
    <message>
        <source>{letter}: {meaning}</source>
        <translation>{letter}: {meaning}</translation>
    </message>
    <message>
        <source>Tokens on the board</source>
        <translation>Marker auf dem Spielplan</translation>
    </message>
</context>
<context>
    <name>board.page_setup</name>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter (8,5 × 11 in)</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <source>Table scale, over several pages to tape together</source>
        <translation>Tischmaßstab, über mehrere Seiten zum Zusammenkleben</translation>
    </message>
    <message>
        <source>Fit the whole map to one page</source>
        <translation>Die ganze Karte auf eine Seite einpassen</translation>
    </message>
    <message>
        <source>row {row}, column {column} of {count} pages ({rows} × {columns}), page {page}</source>
        <translation>Zeile {row}, Spalte {column} von {count} Seiten ({rows} × {columns}), Seite {page}</translation>
    </message>
</context>
<context>
    <name>board.panel</name>
    <message>
        <source>{name} (range {range})</source>
        <translation>{name} (Reichweite {range})</translation>
    </message>
</context>
<context>
    <name>board.play_items</name>
    <message>
        <source>engaged</source>
        <translation>gebunden</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>erschöpft</translation>
    </message>
    <message>
        <source>possessed</source>
        <translation>besessen</translation>
    </message>
    <message>
        <source>bleeding</source>
        <translation>blutend</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>vergiftet</translation>
    </message>
    <message>
        <source>summoning</source>
        <translation>beschwörend</translation>
    </message>
    <message>
        <source>{name} on {square}, facing {side}</source>
        <translation>{name} auf {square}, Blickrichtung {side}</translation>
    </message>
    <message>
        <source>{miniature} ({badges})</source>
        <translation>{miniature} ({badges})</translation>
    </message>
    <message>
        <source>Firing line to {target}: {why}</source>
        <translation>Schusslinie zu {target}: {why}</translation>
    </message>
</context>
<context>
    <name>board.scene</name>
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
        <source>Tile outlines</source>
        <translation>Plättchenumrisse</translation>
    </message>
    <message>
        <source>Control zone</source>
        <translation>Kontrollzone</translation>
    </message>
    <message>
        <source>Movement range</source>
        <translation>Bewegungsreichweite</translation>
    </message>
    <message>
        <source>Firing lines</source>
        <translation>Schusslinien</translation>
    </message>
    <message>
        <source>Engagements</source>
        <translation>Bindungen</translation>
    </message>
    <message>
        <source>Enemy threat map</source>
        <translation>Gegnerische Bedrohungskarte</translation>
    </message>
    <message>
        <source>Out-of-control card</source>
        <translation>Außer-Kontrolle-Karte</translation>
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
    <message>
        <source>kills</source>
        <translation>tödlich</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Tap an attack: its chart and its rules</source>
        <translation>Tippe auf einen Angriff: sein Diagramm und seine Regeln</translation>
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
    <name>photo.overlay</name>
    <message>
        <source>{base}: {square}, {sure} sure</source>
        <translation>{base}: {square}, zu {sure} sicher</translation>
    </message>
</context>
<context>
    <name>photo.work</name>
    <message>
        <source>{file}: the photo could not be read (see the log).</source>
        <translation>{file}: Das Foto konnte nicht gelesen werden (siehe Protokoll).</translation>
    </message>
</context>
<context>
    <name>reference.pages</name>
    <message>
        <source>The rules below stay in English in every language of the app: their words go with the rulebook&apos;s section numbers.</source>
        <translation>Die Regeln unten bleiben in jeder Sprache der App englisch: Ihr Wortlaut gehört zu den Abschnittsnummern des Regelbuchs.</translation>
    </message>
    <message>
        <source>In this section:</source>
        <translation>In diesem Abschnitt:</translation>
    </message>
    <message>
        <source>Previous: {section}</source>
        <translation>Vorher: {section}</translation>
    </message>
    <message>
        <source>Next: {section}</source>
        <translation>Weiter: {section}</translation>
    </message>
    <message>
        <source>Cited in:</source>
        <translation>Zitiert in:</translation>
    </message>
    <message>
        <source>This ruling is kept in RULINGS.md, which this installation does not hold.</source>
        <translation>Diese Regelentscheidung steht in RULINGS.md, das diese Installation nicht enthält.</translation>
    </message>
    <message>
        <source>A ruling of the DemLoc Companion team (RULINGS.md), on {sections}: where the rulebook is unclear, the app does this.</source>
        <translation>Eine Regelentscheidung des DemLoc-Companion-Teams (RULINGS.md) zu {sections}: Wo das Regelbuch unklar ist, macht die App es so.</translation>
    </message>
    <message>
        <source>Search: {words}</source>
        <translation>Suche: {words}</translation>
    </message>
    <message>
        <source>{search} (without synonyms: {problem})</source>
        <translation>{search} (ohne Synonyme: {problem})</translation>
    </message>
    <message>
        <source>&lt;h2&gt;No section holds “{words}”&lt;/h2&gt;&lt;p&gt;Try fewer words, or another word for the same thing.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Kein Abschnitt enthält „{words}“&lt;/h2&gt;&lt;p&gt;Versuche weniger Wörter oder ein anderes Wort für dasselbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>“{word}” as {close}</source>
        <translation>„{word}“ als {close}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Read {words}.</source>
        <translation>Lies {words}.</translation>
    </message>
    <message>
        <source>No section holds every word of “{words}”: {found} hold some of them, the most first</source>
        <translation>Kein Abschnitt enthält alle Wörter von „{words}“: {found} enthalten einige davon, die meisten zuerst</translation>
    </message>
    <message>
        <source>{found} hold “{words}”, best first</source>
        <translation>{found} enthalten „{words}“, die besten zuerst</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelreferenz</translation>
    </message>
    <message>
        <source>The whole game in our own words, with the rulebook&apos;s section numbers. Where the rulebook is unclear, a ruling of the team decides, linked as [R-n].</source>
        <translation>Das ganze Spiel in unseren eigenen Worten, mit den Abschnittsnummern des Regelbuchs. Wo das Regelbuch unklar ist, entscheidet eine Regelentscheidung des Teams, verlinkt als [R-n].</translation>
    </message>
</context>
<context>
    <name>resolution.report</name>
    <message>
        <source>The board at the mission&apos;s end, at table scale</source>
        <translation>Der Spielplan am Ende der Mission, im Tischmaßstab</translation>
    </message>
    <message>
        <source>The board at the mission&apos;s end, {size} mm a square ({table} mm on the table)</source>
        <translation>Der Spielplan am Ende der Mission, {size} mm pro Feld ({table} mm auf dem Tisch)</translation>
    </message>
    <message>
        <source>DemLoc Companion · mission report · {mission} · page {page} of {pages}</source>
        <translation>DemLoc Companion · Missionsbericht · {mission} · Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>DemLoc mission report: {mission}</source>
        <translation>DemLoc-Missionsbericht: {mission}</translation>
    </message>
    <message>
        <source>cannot write the mission report {path}</source>
        <translation>der Missionsbericht {path} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot write page {page} of the mission report {path}</source>
        <translation>Seite {page} des Missionsberichts {path} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>this mission&apos;s record keeps no report: it was played before the app kept them</source>
        <translation>zu dieser Mission gibt es keinen Bericht: Sie wurde gespielt, bevor die App Berichte speicherte</translation>
    </message>
    <message>
        <source>the mission&apos;s kept report cannot be read: {error}</source>
        <translation>der gespeicherte Bericht der Mission kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>resolution.report_rows</name>
    <message>
        <source>a guild of this computer</source>
        <translation>eine Gilde dieses Computers</translation>
    </message>
    <message>
        <source>a guest: brought on a guild file, results go home on the file (6.4)</source>
        <translation>ein Gast: per Gildendatei mitgebracht, die Ergebnisse gehen per Datei nach Hause (6.4)</translation>
    </message>
    <message>
        <source>Map not kept: this report was made from the guild&apos;s history, which keeps the results and the log but not the board.</source>
        <translation>Karte nicht gespeichert: Dieser Bericht stammt aus dem Verlauf der Gilde, der Ergebnisse und Protokoll enthält, aber nicht den Spielplan.</translation>
    </message>
    <message>
        <source>Training mission: nothing was written into any guild. No fame, feods or items were won or lost, and every character goes home as they came (6.4, R-114).</source>
        <translation>Trainingsmission: Bei keiner Gilde wurde etwas eingetragen. Weder Ruhm, Feods noch Gegenstände wurden gewonnen oder verloren, und jeder Charakter kehrt zurück, wie er kam (6.4, R-114).</translation>
    </message>
    <message>
        <source>Provisional: the injury table, the reward rules and the titles are the app&apos;s provisional data, not yet the rulebook&apos;s; check them against the rulebook when it gives them (6.4.1).</source>
        <translation>Vorläufig: Die Verletzungstabelle, die Belohnungsregeln und die Titel sind vorläufige Daten der App, noch nicht die des Regelbuchs; prüfe sie am Regelbuch, sobald es sie nennt (6.4.1).</translation>
    </message>
    <message>
        <source>For the guild box (6.3): the cards in each binder should agree with the guild in the app once these results are in.</source>
        <translation>Für die Gildenbox (6.3): Die Karten in jedem Ordner sollten mit der Gilde in der App übereinstimmen, sobald diese Ergebnisse eingetragen sind.</translation>
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
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>geflohen</translation>
    </message>
    <message>
        <source>{change} fame</source>
        <translation>{change} Ruhm</translation>
    </message>
    <message>
        <source>{change} feods</source>
        <translation>{change} Feods</translation>
    </message>
    <message>
        <source>{change} blood stones</source>
        <translation>{change} Blutsteine</translation>
    </message>
    <message>
        <source>Total: {parts}</source>
        <translation>Gesamt: {parts}</translation>
    </message>
    <message>
        <source>item carried home: {why}</source>
        <translation>Gegenstand mitgenommen: {why}</translation>
    </message>
    <message>
        <source>nothing won or lost</source>
        <translation>nichts gewonnen oder verloren</translation>
    </message>
    <message>
        <source>{name} ({kind}): {fate}</source>
        <translation>{name} ({kind}): {fate}</translation>
    </message>
    <message>
        <source>nothing: ready for the next mission</source>
        <translation>nichts: bereit für die nächste Mission</translation>
    </message>
    <message>
        <source>nothing can bring them back</source>
        <translation>nichts kann ihn zurückbringen</translation>
    </message>
    <message>
        <source>needs: {needs}</source>
        <translation>braucht: {needs}</translation>
    </message>
    <message>
        <source>deeds this mission: {deeds}</source>
        <translation>Taten in dieser Mission: {deeds}</translation>
    </message>
    <message>
        <source>title earned: {titles}</source>
        <translation>Titel verdient: {titles}</translation>
    </message>
    <message>
        <source>no characters</source>
        <translation>keine Charaktere</translation>
    </message>
    <message>
        <source>title earned by {card}: {titles}</source>
        <translation>Titel verdient von {card}: {titles}</translation>
    </message>
    <message>
        <source>The control spot at stake (6.4.1)</source>
        <translation>Der umkämpfte Kontrollpunkt (6.4.1)</translation>
    </message>
    <message>
        <source>Training mission: no control spot is at stake (6.4).</source>
        <translation>Trainingsmission: Kein Kontrollpunkt steht auf dem Spiel (6.4).</translation>
    </message>
    <message>
        <source>None was at stake in this mission.</source>
        <translation>In dieser Mission stand keiner auf dem Spiel.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>held before: {guild}</source>
        <translation>vorher gehalten von: {guild}</translation>
    </message>
    <message>
        <source>held now: {guild}</source>
        <translation>jetzt gehalten von: {guild}</translation>
    </message>
    <message>
        <source>what it gives: {effects}</source>
        <translation>was er bringt: {effects}</translation>
    </message>
    <message>
        <source>{miniature} on {square}</source>
        <translation>{miniature} auf {square}</translation>
    </message>
    <message>
        <source>Standard mission</source>
        <translation>Standardmission</translation>
    </message>
    <message>
        <source>Training mission</source>
        <translation>Trainingsmission</translation>
    </message>
    <message>
        <source>{mode} · {day} · mission {mission} · play {play}</source>
        <translation>{mode} · {day} · Mission {mission} · Partie {play}</translation>
    </message>
    <message>
        <source>Mission report: {mission}</source>
        <translation>Missionsbericht: {mission}</translation>
    </message>
    <message>
        <source>On the board at the end: {miniatures}</source>
        <translation>Am Ende auf dem Spielplan: {miniatures}</translation>
    </message>
    <message>
        <source>On the board at the end: no miniature</source>
        <translation>Am Ende auf dem Spielplan: keine Miniatur</translation>
    </message>
    <message>
        <source>The players</source>
        <translation>Die Spieler</translation>
    </message>
    <message>
        <source>no players recorded</source>
        <translation>keine Spieler erfasst</translation>
    </message>
    <message>
        <source>The result (6.4.1)</source>
        <translation>Das Ergebnis (6.4.1)</translation>
    </message>
    <message>
        <source>Winner: {guild}</source>
        <translation>Sieger: {guild}</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Kein Sieger</translation>
    </message>
    <message>
        <source>How: {how}</source>
        <translation>Wie: {how}</translation>
    </message>
    <message>
        <source>The story: {story}</source>
        <translation>Der Verlauf: {story}</translation>
    </message>
    <message>
        <source>Rewards: fame, feods and items (6.4.1, 6.4.2)</source>
        <translation>Belohnungen: Ruhm, Feods und Gegenstände (6.4.1, 6.4.2)</translation>
    </message>
    <message>
        <source>Casualties: every character&apos;s fate (6.4.1, 7.2.3)</source>
        <translation>Verluste: das Schicksal jedes Charakters (6.4.1, 7.2.3)</translation>
    </message>
    <message>
        <source>Injury rolls (d10, R-99): {rolls}</source>
        <translation>Verletzungswürfe (W10, R-99): {rolls}</translation>
    </message>
    <message>
        <source>no log kept</source>
        <translation>kein Protokoll gespeichert</translation>
    </message>
</context>
<context>
    <name>resolution.view</name>
    <message>
        <source>Write the results</source>
        <translation>Ergebnisse eintragen</translation>
    </message>
    <message>
        <source>Save {owner} results file</source>
        <translation>{owner} Ergebnisdatei speichern</translation>
    </message>
    <message>
        <source>DemLoc guild files (*.json)</source>
        <translation>DemLoc-Gildendateien (*.json)</translation>
    </message>
    <message>
        <source>Print the mission report</source>
        <translation>Missionsbericht drucken</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>resolution.words</name>
    <message>
        <source>Training mission: nothing is written to the guilds: no fame, no feods, no injuries, no control spot (6.4)</source>
        <translation>Trainingsmission: Bei den Gilden wird nichts eingetragen: kein Ruhm, keine Feods, keine Verletzungen, kein Kontrollpunkt (6.4)</translation>
    </message>
    <message>
        <source>The followers hired and the auctions won in the set-up are paid here, a line each (R-130).</source>
        <translation>Die in der Vorbereitung angeheuerten Gefolgsleute und gewonnenen Auktionen werden hier bezahlt, je eine Zeile (R-130).</translation>
    </message>
    <message>
        <source>In training: the hires are not charged (R-50, R-130); the lines below are what the mission would give, and nothing is paid or gained.</source>
        <translation>Im Training: Das Anheuern kostet nichts (R-50, R-130); die Zeilen unten zeigen, was die Mission geben würde, und nichts wird bezahlt oder gewonnen.</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>Der Sieger</translation>
    </message>
    <message>
        <source>Fame and feods</source>
        <translation>Ruhm und Feods</translation>
    </message>
    <message>
        <source>Items earned</source>
        <translation>Verdiente Gegenstände</translation>
    </message>
    <message>
        <source>The characters</source>
        <translation>Die Charaktere</translation>
    </message>
    <message>
        <source>The control spot</source>
        <translation>Der Kontrollpunkt</translation>
    </message>
    <message>
        <source>The results</source>
        <translation>Die Ergebnisse</translation>
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
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>geflohen</translation>
    </message>
    <message>
        <source>by the objective</source>
        <translation>durch das Ziel</translation>
    </message>
    <message>
        <source>by the control count</source>
        <translation>durch die Kontrollzählung</translation>
    </message>
    <message>
        <source>by elimination</source>
        <translation>durch Ausschaltung</translation>
    </message>
    <message>
        <source>by surrender</source>
        <translation>durch Aufgabe</translation>
    </message>
    <message>
        <source>at the turn limit</source>
        <translation>beim Rundenlimit</translation>
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
    <message>
        <source>{guild} ({colour}) wins {mission}, {how}</source>
        <translation>{guild} ({colour}) gewinnt {mission}, {how}</translation>
    </message>
    <message>
        <source>{guild} ({colour}) wins {mission}</source>
        <translation>{guild} ({colour}) gewinnt {mission}</translation>
    </message>
    <message>
        <source>No guild wins {mission}: a draw</source>
        <translation>Keine Gilde gewinnt {mission}: unentschieden</translation>
    </message>
    <message>
        <source>In all: fame {fame}, feods {feods}, blood stones {stones}</source>
        <translation>Insgesamt: Ruhm {fame}, Feods {feods}, Blutsteine {stones}</translation>
    </message>
    <message>
        <source>In all: fame {fame}, feods {feods}</source>
        <translation>Insgesamt: Ruhm {fame}, Feods {feods}</translation>
    </message>
    <message>
        <source>{question} Each guest takes their results home on a file: {guests}.</source>
        <translation>{question} Jeder Gast nimmt seine Ergebnisse per Datei mit nach Hause: {guests}.</translation>
    </message>
    <message>
        <source>{name} ({kind}): {fate}</source>
        <translation>{name} ({kind}): {fate}</translation>
    </message>
    <message>
        <source>At the table only: in training every character comes home unharmed (6.4)</source>
        <translation>Nur am Tisch: Im Training kehrt jeder Charakter unversehrt zurück (6.4)</translation>
    </message>
    <message>
        <source>The mercenary stays in the dormitory, shown but never usable again: not in the individual game, not in a mission (6.4.1)</source>
        <translation>Der Söldner bleibt im Quartier, sichtbar, aber nie wieder einsetzbar: weder im Einzelspiel noch in einer Mission (6.4.1)</translation>
    </message>
    <message>
        <source>Out of the game: a follower or a daemon is the mission&apos;s (R-101)</source>
        <translation>Aus dem Spiel: Ein Gefolgsmann oder Dämon gehört zur Mission (R-101)</translation>
    </message>
    <message>
        <source>To be active again {name} needs: {needs} (6.4.1)</source>
        <translation>Um wieder einsatzbereit zu sein, braucht {name}: {needs} (6.4.1)</translation>
    </message>
    <message>
        <source>Ready for the next mission</source>
        <translation>Bereit für die nächste Mission</translation>
    </message>
    <message>
        <source>Deeds this mission: {deeds} (R-104)</source>
        <translation>Taten in dieser Mission: {deeds} (R-104)</translation>
    </message>
    <message>
        <source>Title earned: {titles} (R-104, provisional)</source>
        <translation>Titel verdient: {titles} (R-104, vorläufig)</translation>
    </message>
    <message>
        <source>No control spot was at stake in this mission (6.4.1).</source>
        <translation>In dieser Mission stand kein Kontrollpunkt auf dem Spiel (6.4.1).</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>{spot}: {why}</source>
        <translation>{spot}: {why}</translation>
    </message>
    <message>
        <source>Its effects: {effects}</source>
        <translation>Seine Effekte: {effects}</translation>
    </message>
    <message>
        <source>Its effects: none listed</source>
        <translation>Seine Effekte: keine angegeben</translation>
    </message>
    <message>
        <source>Held before: {before}. Held now: {after}.</source>
        <translation>Vorher gehalten: {before}. Jetzt gehalten: {after}.</translation>
    </message>
    <message>
        <source>fame {change}</source>
        <translation>Ruhm {change}</translation>
    </message>
    <message>
        <source>feods {change}</source>
        <translation>Feods {change}</translation>
    </message>
    <message>
        <source>blood stones {change}</source>
        <translation>Blutsteine {change}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>{spot} free on this computer&apos;s map ({holder} is a guest, R-108)</source>
        <translation>{spot} frei auf der Karte dieses Computers ({holder} ist ein Gast, R-108)</translation>
    </message>
    <message>
        <source>{spot} to {holder}</source>
        <translation>{spot} geht an {holder}</translation>
    </message>
    <message>
        <source>{name}&apos;</source>
        <translation>{name}&apos;</translation>
    </message>
    <message>
        <source>{name}&apos;s</source>
        <translation>{name}s</translation>
    </message>
    <message>
        <source>no guild of this computer changes</source>
        <translation>keine Gilde dieses Computers ändert sich</translation>
    </message>
    <message>
        <source>Write the results? This cannot be undone from the app: {changes}.</source>
        <translation>Ergebnisse eintragen? Das kann in der App nicht rückgängig gemacht werden: {changes}.</translation>
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
    <name>tracker.actions</name>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Damage +1 (D)</source>
        <translation>Schaden +1 (D)</translation>
    </message>
    <message>
        <source>Hit to life +1 (H)</source>
        <translation>Aufs Leben +1 (H)</translation>
    </message>
    <message>
        <source>Mana white</source>
        <translation>Mana weiß</translation>
    </message>
    <message>
        <source>Mana black</source>
        <translation>Mana schwarz</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>Siegel</translation>
    </message>
    <message>
        <source>Bleeding</source>
        <translation>Blutung</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Gift</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herzen</translation>
    </message>
    <message>
        <source>Bleed</source>
        <translation>Blut</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>Life +1 (H)</source>
        <translation>Leben +1 (H)</translation>
    </message>
    <message>
        <source>Mana summon</source>
        <translation>Dämon (Mana)</translation>
    </message>
    <message>
        <source>A broken armour token (6.4.2, 7.3.2.2)</source>
        <translation>Ein gebrochener Rüstungsmarker (6.4.2, 7.3.2.2)</translation>
    </message>
    <message>
        <source>A broken armour token taken off: only those on the card (6.4.2)</source>
        <translation>Ein gebrochener Rüstungsmarker entfernt: nur die auf der Karte (6.4.2)</translation>
    </message>
    <message>
        <source>A broken heart token; the last one kills (6.4.2, 7.3.2.2)</source>
        <translation>Ein gebrochener Herzmarker; der letzte tötet (6.4.2, 7.3.2.2)</translation>
    </message>
    <message>
        <source>A broken heart token taken off: only those on the card (6.4.2)</source>
        <translation>Ein gebrochener Herzmarker entfernt: nur die auf der Karte (6.4.2)</translation>
    </message>
    <message>
        <source>Generic damage: the armour takes it first (6.4.2). Key: D</source>
        <translation>Allgemeiner Schaden: Zuerst trifft er die Rüstung (6.4.2). Taste: D</translation>
    </message>
    <message>
        <source>A hit straight to life, past the armour (6.4.2). Key: H</source>
        <translation>Ein Treffer direkt aufs Leben, an der Rüstung vorbei (6.4.2). Taste: H</translation>
    </message>
    <message>
        <source>A broken seal; one past the limit the app marks the character possessed (6.4.2, 7.2.3, R-33). Key: S</source>
        <translation>Ein gebrochenes Siegel; eines über dem Limit, und die App markiert den Charakter als besessen (6.4.2, 7.2.3, R-33). Taste: S</translation>
    </message>
    <message>
        <source>One white (common) mana cube channelled onto the character (6.4.2, 7.2.3)</source>
        <translation>Ein weißer (gewöhnlicher) Mana-Holzwürfel auf den Charakter kanalisiert (6.4.2, 7.2.3)</translation>
    </message>
    <message>
        <source>One white mana cube spent or taken off: only cubes held (6.4.2, 7.2.3)</source>
        <translation>Ein weißer Mana-Holzwürfel ausgegeben oder entfernt: nur gehaltene Würfel (6.4.2, 7.2.3)</translation>
    </message>
    <message>
        <source>One black (dark) mana cube channelled onto the character (6.4.2, 7.2.3)</source>
        <translation>Ein schwarzer (dunkler) Mana-Holzwürfel auf den Charakter kanalisiert (6.4.2, 7.2.3)</translation>
    </message>
    <message>
        <source>One black mana cube spent or taken off: only cubes held (6.4.2, 7.2.3)</source>
        <translation>Ein schwarzer Mana-Holzwürfel ausgegeben oder entfernt: nur gehaltene Würfel (6.4.2, 7.2.3)</translation>
    </message>
    <message>
        <source>A bleeding token: a hit straight to life each turn start (6.4.2, 8.1, R-137). Key: B; given in an enemy&apos;s go, a death by it is that enemy&apos;s kill (R-77)</source>
        <translation>Ein Blutungsmarker: zu Beginn jeder Runde ein Treffer direkt aufs Leben (6.4.2, 8.1, R-137). Taste: B; im Zug eines Gegners gegeben, zählt ein Tod dadurch als dessen Tötung (R-77)</translation>
    </message>
    <message>
        <source>A poison token: one more at each turn&apos;s end (6.4.2, 8.1). Key: V; given in an enemy&apos;s go, a death by it is that enemy&apos;s kill (R-77)</source>
        <translation>Ein Giftmarker: am Ende jeder Runde einer mehr (6.4.2, 8.1). Taste: V; im Zug eines Gegners gegeben, zählt ein Tod dadurch als dessen Tötung (R-77)</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>Betäubt</translation>
    </message>
    <message>
        <source>Possessed</source>
        <translation>Besessen</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>Erschöpft</translation>
    </message>
    <message>
        <source>Tap a character on the board or a card (Tab or N: the next one)</source>
        <translation>Tippe einen Charakter auf dem Spielplan oder eine Karte an (Tab oder N: der nächste)</translation>
    </message>
    <message>
        <source>select a character first: tap the miniature on the board or the card (Tab/N)</source>
        <translation>wähle zuerst einen Charakter: Tippe die Miniatur auf dem Spielplan oder die Karte an (Tab/N)</translation>
    </message>
    <message>
        <source>Activate FURY: for two turns the results of the character&apos;s fighting dice count double (bonuses and penalties are not doubled), and a broken heart comes at the end of each of those turns; paid in fate points (5.1.1, 8.4). Undo takes it back.</source>
        <translation>FURY aktivieren: Zwei Runden lang zählen die Ergebnisse der Kampfwürfel des Charakters doppelt (Boni und Mali nicht), und am Ende jeder dieser Runden kommt ein gebrochenes Herz; bezahlt mit Schicksalspunkten (5.1.1, 8.4). Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>Move (M)</source>
        <translation>Bewegen (M)</translation>
    </message>
    <message>
        <source>Declare a move: tap or drag to the square, see the path and its cost, confirm (7.2.1, 7.3.1). Key: M</source>
        <translation>Eine Bewegung ansagen: Feld antippen oder hinziehen, Weg und Kosten sehen, bestätigen (7.2.1, 7.3.1). Taste: M</translation>
    </message>
    <message>
        <source>Attack (A)</source>
        <translation>Angreifen (A)</translation>
    </message>
    <message>
        <source>Declare a hand-to-hand attack: tap the character engaged, see the odds (7.3.2). Key: A</source>
        <translation>Einen Nahkampfangriff ansagen: den gebundenen Charakter antippen, die Chancen sehen (7.3.2). Taste: A</translation>
    </message>
    <message>
        <source>Destroy…</source>
        <translation>Zerstören…</translation>
    </message>
    <message>
        <source>Destroy a barrel or fence in the control zone: tap it, see the odds (7.3.2.2)</source>
        <translation>Ein Fass oder einen Zaun in der Kontrollzone zerstören: antippen, die Chancen sehen (7.3.2.2)</translation>
    </message>
    <message>
        <source>Cast (C)</source>
        <translation>Wirken (C)</translation>
    </message>
    <message>
        <source>Use an arcane power: tap the target, choose the code and power (7.2.3.1). Key: C</source>
        <translation>Eine arkane Kraft einsetzen: Ziel antippen, Kodex und Kraft wählen (7.2.3.1). Taste: C</translation>
    </message>
    <message>
        <source>Channel (G)</source>
        <translation>Kanalisieren (G)</translation>
    </message>
    <message>
        <source>Roll arcane dice for mana: the odds of broken seals first (7.2.3). Key: G</source>
        <translation>Arkanwürfel für Mana werfen: zuerst die Chancen auf gebrochene Siegel (7.2.3). Taste: G</translation>
    </message>
    <message>
        <source>Summon (mana)</source>
        <translation>Dämon (Mana)</translation>
    </message>
    <message>
        <source>Summon paid in channelled mana: tap a square next to the summoner, see the draw (7.2.3.2)</source>
        <translation>Beschwörung, bezahlt mit kanalisiertem Mana: ein Feld neben dem Beschwörer antippen, die Ziehung sehen (7.2.3.2)</translation>
    </message>
    <message>
        <source>Arcane (R)</source>
        <translation>Arkan (R)</translation>
    </message>
    <message>
        <source>Free a possessed character or cancel an effect token: tap whom (7.2.3.5). Key: R</source>
        <translation>Einen besessenen Charakter befreien oder einen Effektmarker aufheben: antippen, wen (7.2.3.5). Taste: R</translation>
    </message>
    <message>
        <source>Pentacle</source>
        <translation>Pentakel</translation>
    </message>
    <message>
        <source>The HIT or ARCANE HIT pentacle strikes every character in contact: see the damage each takes, then confirm (8.3)</source>
        <translation>Das Pentakel HIT oder ARCANE HIT trifft jeden Charakter in Kontakt: Sieh den Schaden jedes Einzelnen, dann bestätigen (8.3)</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Aufheben</translation>
    </message>
    <message>
        <source>Pick up the object on the square (7.2.1)</source>
        <translation>Den Gegenstand auf dem Feld aufheben (7.2.1)</translation>
    </message>
    <message>
        <source>Put down</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Put down the object carried (7.2.1)</source>
        <translation>Den getragenen Gegenstand ablegen (7.2.1)</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Fliehen</translation>
    </message>
    <message>
        <source>Escape through its own deployment area (7.2.1)</source>
        <translation>Durch die eigene Aufstellungszone fliehen (7.2.1)</translation>
    </message>
</context>
<context>
    <name>tracker.announce</name>
    <message>
        <source>VIGOR and WEAKNESS cubes off (8.2)</source>
        <translation>VIGOR- und WEAKNESS-Holzwürfel entfernt (8.2)</translation>
    </message>
    <message>
        <source>poison grows to {tokens} (8.1, 8.2)</source>
        <translation>Gift wächst auf {tokens} (8.1, 8.2)</translation>
    </message>
    <message>
        <source>FURY costs a heart, {what} (8.4), dies</source>
        <translation>FURY kostet ein Herz, {what} (8.4), stirbt</translation>
    </message>
    <message>
        <source>FURY costs a heart, {what} (8.4)</source>
        <translation>FURY kostet ein Herz, {what} (8.4)</translation>
    </message>
    <message>
        <source>possessed: {what} (7.2.3), dies</source>
        <translation>besessen: {what} (7.2.3), stirbt</translation>
    </message>
    <message>
        <source>possessed: {what} (7.2.3); walks by the out-of-control card (5.6)</source>
        <translation>besessen: {what} (7.2.3); geht nach der Außer-Kontrolle-Karte (5.6)</translation>
    </message>
    <message>
        <source>leaves the game: {why} (7.2.3.3)</source>
        <translation>verlässt das Spiel: {why} (7.2.3.3)</translation>
    </message>
    <message>
        <source>out-of-control card: d10 {roll} (5.6)</source>
        <translation>Außer-Kontrolle-Karte: W10 {roll} (5.6)</translation>
    </message>
    <message>
        <source>their death counts for {player} (R-74)</source>
        <translation>sein Tod zählt für {player} (R-74)</translation>
    </message>
    <message>
        <source>dies of poison (8.1, 8.2)</source>
        <translation>stirbt an Gift (8.1, 8.2)</translation>
    </message>
    <message>
        <source>walked by the out-of-control card to {square} (d10 {roll}; 5.6, 7.2.3)</source>
        <translation>von der Außer-Kontrolle-Karte nach {square} bewegt (W10 {roll}; 5.6, 7.2.3)</translation>
    </message>
    <message>
        <source>ran off the board by the out-of-control card (d10 {roll}): out of the game (7.2.3)</source>
        <translation>von der Außer-Kontrolle-Karte vom Spielplan gelaufen (W10 {roll}): aus dem Spiel (7.2.3)</translation>
    </message>
    <message>
        <source>engaged: the out-of-control card does not move them (7.2.3)</source>
        <translation>gebunden: Die Außer-Kontrolle-Karte bewegt ihn nicht (7.2.3)</translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1)</source>
        <translation>blutet {hits}, direkt aufs Leben (8.1)</translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1), dies</source>
        <translation>blutet {hits}, direkt aufs Leben (8.1), stirbt</translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1): no heart left to break, nothing changes (7.2.3)</source>
        <translation>blutet {hits}, direkt aufs Leben (8.1): kein Herz mehr zu brechen, nichts ändert sich (7.2.3)</translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1), dies: no heart left to break, nothing changes (7.2.3)</source>
        <translation>blutet {hits}, direkt aufs Leben (8.1), stirbt: kein Herz mehr zu brechen, nichts ändert sich (7.2.3)</translation>
    </message>
    <message>
        <source>Wave {number} enters (6.4.1)</source>
        <translation>Welle {number} tritt ein (6.4.1)</translation>
    </message>
    <message>
        <source>{wave}: {text}</source>
        <translation>{wave}: {text}</translation>
    </message>
    <message>
        <source>{wave} No character was kept aside for it: no one to place.</source>
        <translation>{wave} Für sie wurde kein Charakter zurückgelegt: Niemand ist aufzustellen.</translation>
    </message>
    <message>
        <source>the app counts, at the end of each turn, the turns one guild controls {area}; {turns} such turns win; the table may say who controls it (6.4.2)</source>
        <translation>die App zählt am Ende jeder Runde die Runden, in denen eine Gilde {area} kontrolliert; {turns} solche Runden gewinnen; der Tisch kann sagen, wer es kontrolliert (6.4.2)</translation>
    </message>
    <message>
        <source>checked at the end of each turn: a mercenary carrying the true relic in their guild&apos;s deployment zone wins (5.7, 7.3.2.3)</source>
        <translation>am Ende jeder Runde geprüft: Ein Söldner, der die echte Reliquie in der Aufstellungszone seiner Gilde trägt, gewinnt (5.7, 7.3.2.3)</translation>
    </message>
    <message>
        <source>checked at the end of each turn: the last guild with characters in play wins (7.3.2.3)</source>
        <translation>am Ende jeder Runde geprüft: Die letzte Gilde mit Charakteren im Spiel gewinnt (7.3.2.3)</translation>
    </message>
    <message>
        <source>checked at the end of each turn: the dignitary standing on {area} wins for their escorting guild (6.4.2, 7.3.2.3)</source>
        <translation>am Ende jeder Runde geprüft: Der Würdenträger auf {area} gewinnt für seine eskortierende Gilde (6.4.2, 7.3.2.3)</translation>
    </message>
    <message>
        <source>checked at the end of each turn: the first guild to destroy {count} {element} elements wins (7.3.2.3)</source>
        <translation>am Ende jeder Runde geprüft: Die erste Gilde, die {count} {element}-Elemente zerstört, gewinnt (7.3.2.3)</translation>
    </message>
    <message>
        <source>counted by the mission&apos;s scoring table all along; the one leader when the last turn ends wins (7.3.2.3)</source>
        <translation>laufend nach der Wertungstabelle der Mission gezählt; wer am Ende der letzten Runde allein vorn liegt, gewinnt (7.3.2.3)</translation>
    </message>
</context>
<context>
    <name>tracker.assist_options</name>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>cancel</source>
        <translation>aufheben</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
</context>
<context>
    <name>tracker.assist_plans</name>
    <message>
        <source>{test} ({ability}) on a d6</source>
        <translation>{test} ({ability}) auf W6</translation>
    </message>
    <message>
        <source>{test} +{penalty} on the die</source>
        <translation>{test} +{penalty} auf den Würfel</translation>
    </message>
    <message>
        <source>{test}: passes {passes}, fails {fails}</source>
        <translation>{test}: gelingt {passes}, misslingt {fails}</translation>
    </message>
    <message>
        <source>{test}, {fate} fate points −{fate} (7.2.1)</source>
        <translation>{test}, {fate} Schicksalspunkte −{fate} (7.2.1)</translation>
    </message>
    <message>
        <source>{error} ({rule})</source>
        <translation>{error} ({rule})</translation>
    </message>
    <message>
        <source>{error} (7.3.1: an engaging move ends engaging an enemy)</source>
        <translation>{error} (7.3.1: eine bindende Bewegung endet in Bindung mit einem Gegner)</translation>
    </message>
    <message>
        <source>{name} cannot reach {square} facing {side} this move (7.2.1)</source>
        <translation>{name} erreicht {square} mit Blickrichtung {side} mit dieser Bewegung nicht (7.2.1)</translation>
    </message>
    <message>
        <source>free movement</source>
        <translation>freie Bewegung</translation>
    </message>
    <message>
        <source>evasive movement</source>
        <translation>Ausweichbewegung</translation>
    </message>
    <message>
        <source>engaging movement</source>
        <translation>bindende Bewegung</translation>
    </message>
    <message>
        <source>{name}: {movement} ({rule}) to {square} facing {side}</source>
        <translation>{name}: {movement} ({rule}) nach {square}, Blickrichtung {side}</translation>
    </message>
    <message>
        <source>Path {path}: {cost} of {movement} movement points; spending them exhausts the movement token (7.2.1)</source>
        <translation>Weg {path}: {cost} von {movement} Bewegungspunkten; sie auszugeben verbraucht den Bewegungsmarker (7.2.1)</translation>
    </message>
    <message>
        <source>Path {path}: {cost} of {movement} movement points, nothing spent</source>
        <translation>Weg {path}: {cost} von {movement} Bewegungspunkten, nichts ausgegeben</translation>
    </message>
    <message>
        <source>Engaged: first an evasive test, {test}; failed, the miniature stays where it is (7.2.1)</source>
        <translation>Gebunden: zuerst ein Ausweichtest, {test}; misslingt er, bleibt die Miniatur stehen (7.2.1)</translation>
    </message>
    <message>
        <source>hand-to-hand</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>evasive test</source>
        <translation>Ausweichtest</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>{damage} damage {odds}</source>
        <translation>{damage} Schaden {odds}</translation>
    </message>
    <message>
        <source>Ranged test {ability} on a d6</source>
        <translation>Fernkampftest {ability} auf W6</translation>
    </message>
    <message>
        <source>Passed, {fighting} fighting + {enhanced} enhanced dice: no effect {miss}, armour hit {armour}</source>
        <translation>Gelungen, {fighting} Kampf- + {enhanced} verstärkte Würfel: keine Wirkung {miss}, Rüstungstreffer {armour}</translation>
    </message>
    <message>
        <source>{odds}, wound: {wounds}</source>
        <translation>{odds}, Wunde: {wounds}</translation>
    </message>
    <message>
        <source>Armour {armour}, impact resistance {impact}</source>
        <translation>Rüstung {armour}, Widerstand {impact}</translation>
    </message>
    <message>
        <source>{armour}; modifiers: {modifiers}</source>
        <translation>{armour}; Modifikatoren: {modifiers}</translation>
    </message>
    <message>
        <source>{shooter} shoots {target} with {weapon}: {line}</source>
        <translation>{shooter} schießt mit {weapon} auf {target}: {line}</translation>
    </message>
    <message>
        <source>{test}: passes {passes}; failed, a stray shot by the out-of-control card&apos;s d10 (7.2.2.2, 5.6; 10 rolls again): {stray}</source>
        <translation>{test}: gelingt {passes}; misslingt er, ein Querschläger nach dem W10 der Außer-Kontrolle-Karte (7.2.2.2, 5.6; bei 10 neu würfeln): {stray}</translation>
    </message>
    <message>
        <source>ranged test</source>
        <translation>Fernkampftest</translation>
    </message>
    <message>
        <source>stray shot, if the test fails</source>
        <translation>Querschläger, falls der Test misslingt</translation>
    </message>
    <message>
        <source>fighting</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>enhanced</source>
        <translation>verstärkt</translation>
    </message>
    <message>
        <source>{name} channels {count} arcane dice (7.2.3): on average {white} white and {black} black mana</source>
        <translation>{name} kanalisiert {count} Arkanwürfel (7.2.3): im Schnitt {white} weißes und {black} schwarzes Mana</translation>
    </message>
    <message>
        <source>Broken seals: {odds}</source>
        <translation>Gebrochene Siegel: {odds}</translation>
    </message>
    <message>
        <source>Seals {seals} of {limit}: possessed {odds} (past the limit, 7.2.3); a seal&apos;s die leaves the game</source>
        <translation>Siegel {seals} von {limit}: besessen {odds} (über dem Limit, 7.2.3); der Würfel eines Siegels verlässt das Spiel</translation>
    </message>
    <message>
        <source>arcane</source>
        <translation>arkan</translation>
    </message>
    <message>
        <source>Arcane power (7.2.3.1): {what}</source>
        <translation>Arkane Kraft (7.2.3.1): {what}</translation>
    </message>
    <message>
        <source>{name} defends with an arcane test, paid in {mana} mana (7.2.3.5): {test}; passed, the power does nothing</source>
        <translation>{name} wehrt mit einem arkanen Test ab, bezahlt mit {mana} Mana (7.2.3.5): {test}; gelingt er, wirkt die Kraft nicht</translation>
    </message>
    <message>
        <source>defence test</source>
        <translation>Abwehrtest</translation>
    </message>
    <message>
        <source>to free {name} from possession</source>
        <translation>um {name} von der Besessenheit zu befreien</translation>
    </message>
    <message>
        <source>to cancel an arcane effect token on {name} (R-35)</source>
        <translation>um einen arkanen Effektmarker auf {name} aufzuheben (R-35)</translation>
    </message>
    <message>
        <source>{name}&apos;s arcane test {aim} (7.2.3.5), paid with one {mana} mana (R-36)
{test}</source>
        <translation>Arkaner Test von {name} {aim} (7.2.3.5), bezahlt mit einem {mana} Mana (R-36)
{test}</translation>
    </message>
    <message>
        <source>arcane test</source>
        <translation>arkaner Test</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>{side}: {fighting} fighting + {enhanced} enhanced dice</source>
        <translation>{side}: {fighting} Kampf- + {enhanced} verstärkte Würfel</translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} (7.3.2) in the first impact zone: only defends (7.3.1)</source>
        <translation>{attacker} greift {defender} an (7.3.2) in der ersten Aufprallzone: verteidigt nur (7.3.1)</translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} (7.3.2)</source>
        <translation>{attacker} greift {defender} an (7.3.2)</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Difference (attack − defence): {odds}</source>
        <translation>Differenz (Angriff − Verteidigung): {odds}</translation>
    </message>
    <message>
        <source>Damage to {defender}: {odds}; broken heart {heart} (7.3.2.2)</source>
        <translation>Schaden an {defender}: {odds}; gebrochenes Herz {heart} (7.3.2.2)</translation>
    </message>
    <message>
        <source>Damage to {attacker}: {odds}</source>
        <translation>Schaden an {attacker}: {odds}</translation>
    </message>
    <message>
        <source>attack fighting</source>
        <translation>Angriff Kampf</translation>
    </message>
    <message>
        <source>attack enhanced</source>
        <translation>Angriff verstärkt</translation>
    </message>
    <message>
        <source>defence fighting</source>
        <translation>Verteidigung Kampf</translation>
    </message>
    <message>
        <source>defence enhanced</source>
        <translation>Verteidigung verstärkt</translation>
    </message>
    <message>
        <source>{name} destroys the element at {square} instead of attacking (7.3.2.2): {test}</source>
        <translation>{name} zerstört das Element auf {square}, statt anzugreifen (7.3.2.2): {test}</translation>
    </message>
    <message>
        <source>hand-to-hand test</source>
        <translation>Nahkampftest</translation>
    </message>
    <message>
        <source>Summoning (7.2.3.2), paid in channelled mana: {what}
The draw from the pantheon: {odds}</source>
        <translation>Beschwörung (7.2.3.2), bezahlt mit kanalisiertem Mana: {what}
Die Ziehung aus dem Pantheon: {odds}</translation>
    </message>
    <message>
        <source>{summoning}. Use faces: the card drawn at the table</source>
        <translation>{summoning}. Augen nutzen: die am Tisch gezogene Karte</translation>
    </message>
    <message>
        <source>armour damage</source>
        <translation>Rüstungsschaden</translation>
    </message>
    <message>
        <source>broken armour</source>
        <translation>gebrochene Rüstung</translation>
    </message>
    <message>
        <source>hit damage</source>
        <translation>Trefferschaden</translation>
    </message>
    <message>
        <source>broken hearts</source>
        <translation>gebrochene Herzen</translation>
    </message>
    <message>
        <source>dies</source>
        <translation>stirbt</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <source>armour first</source>
        <translation>zuerst Rüstung</translation>
    </message>
    <message>
        <source>straight to life</source>
        <translation>direkt aufs Leben</translation>
    </message>
    <message>
        <source>{name}&apos;s pentacle strikes (8.3): {strikes} on each character in contact, friend or foe</source>
        <translation>Das Pentakel von {name} schlägt zu (8.3): {strikes} auf jeden Charakter in Kontakt, Freund oder Feind</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Nobody is in contact: it strikes no one</source>
        <translation>Niemand ist in Kontakt: Es trifft niemanden</translation>
    </message>
    <message>
        <source>No dice: Confirm applies it</source>
        <translation>Keine Würfel: Bestätigen wendet es an</translation>
    </message>
    <message>
        <source>{what} ({rule}). No dice: Confirm applies it</source>
        <translation>{what} ({rule}). Keine Würfel: Bestätigen wendet es an</translation>
    </message>
    <message>
        <source>7.2.1: it ends the move, costs a point, no shot or power this turn</source>
        <translation>7.2.1: beendet die Bewegung, kostet einen Punkt, kein Schuss und keine Kraft in dieser Runde</translation>
    </message>
    <message>
        <source>7.2.1: out through its own deployment area, out of the game</source>
        <translation>7.2.1: hinaus durch die eigene Aufstellungszone, aus dem Spiel</translation>
    </message>
    <message>
        <source>{action}: cannot be declared so ({error})</source>
        <translation>{action}: kann so nicht angesagt werden ({error})</translation>
    </message>
</context>
<context>
    <name>tracker.assisted</name>
    <message>
        <source>Move: tap the square to end on, or drag the miniature (7.2.1, 7.3.1)</source>
        <translation>Bewegen: Zielfeld antippen oder die Miniatur ziehen (7.2.1, 7.3.1)</translation>
    </message>
    <message>
        <source>Shoot: tap the target on the board (7.2.2)</source>
        <translation>Schießen: Ziel auf dem Spielplan antippen (7.2.2)</translation>
    </message>
    <message>
        <source>Cast: tap the target on the board, the caster for a power on self (7.2.3.1)</source>
        <translation>Wirken: Ziel auf dem Spielplan antippen, für eine Kraft auf sich selbst den Wirkenden (7.2.3.1)</translation>
    </message>
    <message>
        <source>Summon: tap a free square next to the summoner (7.2.3.2)</source>
        <translation>Beschwören: ein freies Feld neben dem Beschwörer antippen (7.2.3.2)</translation>
    </message>
    <message>
        <source>Arcane test: tap whom it is for, the tester too (7.2.3.5)</source>
        <translation>Arkaner Test: antippen, für wen er ist, auch den Testenden (7.2.3.5)</translation>
    </message>
    <message>
        <source>Attack: tap the character engaged (7.3.2)</source>
        <translation>Angreifen: den gebundenen Charakter antippen (7.3.2)</translation>
    </message>
    <message>
        <source>Destroy: tap the barrel or fence in the control zone (7.3.2.2)</source>
        <translation>Zerstören: das Fass oder den Zaun in der Kontrollzone antippen (7.3.2.2)</translation>
    </message>
    <message>
        <source>Channel (7.2.3)</source>
        <translation>Kanalisieren (7.2.3)</translation>
    </message>
    <message>
        <source>Pick up the object on the square (7.2.1)</source>
        <translation>Den Gegenstand auf dem Feld aufheben (7.2.1)</translation>
    </message>
    <message>
        <source>Put down the object carried (7.2.1)</source>
        <translation>Den getragenen Gegenstand ablegen (7.2.1)</translation>
    </message>
    <message>
        <source>Escape through its own deployment area (7.2.1)</source>
        <translation>Durch die eigene Aufstellungszone fliehen (7.2.1)</translation>
    </message>
    <message>
        <source>Pentacle: it strikes every character in contact (8.3)</source>
        <translation>Pentakel: trifft jeden Charakter in Kontakt (8.3)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Wirken</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Kanalisieren</translation>
    </message>
    <message>
        <source>Arcane test</source>
        <translation>Arkaner Test</translation>
    </message>
    <message>
        <source>App rolls</source>
        <translation>App würfelt</translation>
    </message>
    <message>
        <source>Use faces</source>
        <translation>Augen nutzen</translation>
    </message>
    <message>
        <source>Cancel the declaration</source>
        <translation>Ansage abbrechen</translation>
    </message>
</context>
<context>
    <name>tracker.board</name>
    <message>
        <source>OBJECTIVE</source>
        <translation>ZIEL</translation>
    </message>
</context>
<context>
    <name>tracker.cards</name>
    <message>
        <source>DEAD</source>
        <translation>TOT</translation>
    </message>
    <message>
        <source>replaced by {guild}&apos;s daemon (7.2.3.2)</source>
        <translation>ersetzt durch den Dämon von {guild} (7.2.3.2)</translation>
    </message>
    <message>
        <source>ESCAPED</source>
        <translation>GEFLOHEN</translation>
    </message>
    <message>
        <source>POSSESSED</source>
        <translation>BESESSEN</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message>
        <source>bleeding {count}</source>
        <translation>Blutung {count}</translation>
    </message>
    <message>
        <source>poison {count}</source>
        <translation>Gift {count}</translation>
    </message>
    <message>
        <source>summoning (a daemon in play)</source>
        <translation>beschwörend (ein Dämon im Spiel)</translation>
    </message>
    <message>
        <source>daemon of {name}</source>
        <translation>Dämon von {name}</translation>
    </message>
    <message>
        <source>a daemon</source>
        <translation>ein Dämon</translation>
    </message>
    <message>
        <source>FURY {count}</source>
        <translation>FURY {count}</translation>
    </message>
    <message>
        <source>VIGOR {count}</source>
        <translation>VIGOR {count}</translation>
    </message>
    <message>
        <source>WEAKNESS {count}</source>
        <translation>WEAKNESS {count}</translation>
    </message>
    <message>
        <source>Armour: {tokens}/{most} broken, damage {damage}/{armour}</source>
        <translation>Rüstung: {tokens}/{most} gebrochen, Schaden {damage}/{armour}</translation>
    </message>
    <message>
        <source>Hearts: {tokens}/{most} broken, damage {damage}/{hit}</source>
        <translation>Herzen: {tokens}/{most} gebrochen, Schaden {damage}/{hit}</translation>
    </message>
    <message>
        <source>Seals {seals}/{limit}</source>
        <translation>Siegel {seals}/{limit}</translation>
    </message>
    <message>
        <source>Movement token {token}</source>
        <translation>Bewegungsmarker {token}</translation>
    </message>
    <message>
        <source>Mana: {white} white, {black} black</source>
        <translation>Mana: {white} weiß, {black} schwarz</translation>
    </message>
    <message>
        <source>Carries: {objects}</source>
        <translation>Trägt: {objects}</translation>
    </message>
    <message>
        <source>Armour {pips}</source>
        <translation>Rüstung {pips}</translation>
    </message>
    <message>
        <source>Armour {pips} (damage {done}/{of})</source>
        <translation>Rüstung {pips} (Schaden {done}/{of})</translation>
    </message>
    <message>
        <source>Hearts {pips}</source>
        <translation>Herzen {pips}</translation>
    </message>
    <message>
        <source>Hearts {pips} (damage {done}/{of})</source>
        <translation>Herzen {pips} (Schaden {done}/{of})</translation>
    </message>
    <message>
        <source>seals {count}</source>
        <translation>Siegel {count}</translation>
    </message>
    <message>
        <source>Out of control: {effect}</source>
        <translation>Außer Kontrolle: {effect}</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>erschöpft</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>Effects: {effects}</source>
        <translation>Effekte: {effects}</translation>
    </message>
    <message>
        <source>Weapons: {weapons}</source>
        <translation>Waffen: {weapons}</translation>
    </message>
    <message>
        <source>Codes: {codes}</source>
        <translation>Kodizes: {codes}</translation>
    </message>
    <message>
        <source>damage {damage}</source>
        <translation>Schaden {damage}</translation>
    </message>
    <message>
        <source>{weapon}, range {range}, shot {shot}</source>
        <translation>{weapon}, Reichweite {range}, Schuss {shot}</translation>
    </message>
    <message>
        <source>Kills: {count} ({kinds})</source>
        <translation>Tötungen: {count} ({kinds})</translation>
    </message>
</context>
<context>
    <name>tracker.help</name>
    <message>
        <source>{words} on {name}&apos;s card</source>
        <translation>{words} auf der Karte von {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s keywords</source>
        <translation>Schlüsselwörter von {name}</translation>
    </message>
    <message>
        <source>the action declared</source>
        <translation>die angesagte Aktion</translation>
    </message>
    <message>
        <source>before turn 1</source>
        <translation>vor Runde 1</translation>
    </message>
    <message>
        <source>{phase} phase: {sub_phase}</source>
        <translation>{phase}: {sub_phase}</translation>
    </message>
    <message>
        <source>the phase: {phase}</source>
        <translation>die Phase: {phase}</translation>
    </message>
    <message>
        <source>the tracker</source>
        <translation>der Tracker</translation>
    </message>
</context>
<context>
    <name>tracker.history</name>
    <message>
        <source>{who}: {amount} damage to life</source>
        <translation>{who}: {amount} Schaden aufs Leben</translation>
    </message>
    <message>
        <source>{who}: {amount} damage</source>
        <translation>{who}: {amount} Schaden</translation>
    </message>
    <message>
        <source>broken armour {change}</source>
        <translation>gebrochene Rüstung {change}</translation>
    </message>
    <message>
        <source>broken hearts {change}</source>
        <translation>gebrochene Herzen {change}</translation>
    </message>
    <message>
        <source>{who}: {tokens}</source>
        <translation>{who}: {tokens}</translation>
    </message>
    <message>
        <source>{who}: {effect} on</source>
        <translation>{who}: {effect} an</translation>
    </message>
    <message>
        <source>{who}: {effect} off</source>
        <translation>{who}: {effect} aus</translation>
    </message>
    <message>
        <source>{player}: fate {change}</source>
        <translation>{player}: Schicksal {change}</translation>
    </message>
    <message>
        <source>{player} killed {target}</source>
        <translation>{player} hat {target} getötet</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>nächste Runde</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>end game: {reason}</source>
        <translation>Spielende: {reason}</translation>
    </message>
    <message>
        <source>Table correction: {moves} (a photo)</source>
        <translation>Tischkorrektur: {moves} (ein Foto)</translation>
    </message>
    <message>
        <source>Table correction: {moves}</source>
        <translation>Tischkorrektur: {moves}</translation>
    </message>
    <message>
        <source>{who}: seals {change}</source>
        <translation>{who}: Siegel {change}</translation>
    </message>
    <message>
        <source>{who}: bleeding {change}</source>
        <translation>{who}: Blutung {change}</translation>
    </message>
    <message>
        <source>{who}: poison {change}</source>
        <translation>{who}: Gift {change}</translation>
    </message>
</context>
<context>
    <name>tracker.notices</name>
    <message>
        <source>news only: nothing changes on the board</source>
        <translation>nur Nachricht: Auf dem Spielplan ändert sich nichts</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>auf dem Spielplan</translation>
    </message>
    <message>
        <source>reinforcements</source>
        <translation>Verstärkung</translation>
    </message>
    <message>
        <source>a new objective</source>
        <translation>ein neues Ziel</translation>
    </message>
    <message>
        <source>any deployment zone</source>
        <translation>beliebige Aufstellungszone</translation>
    </message>
    <message>
        <source>the {zone} zone</source>
        <translation>Zone {zone}</translation>
    </message>
    <message>
        <source>Wave {wave}: {player} ({colour}) pulls the card of {name} and places the miniature in {zone}: tap a lit square (6.4.1)</source>
        <translation>Welle {wave}: {player} ({colour}) sucht die Karte von {name} heraus und stellt die Miniatur in {zone} auf: Tippe auf ein hervorgehobenes Feld (6.4.1)</translation>
    </message>
    <message>
        <source>{player} ({colour})</source>
        <translation>{player} ({colour})</translation>
    </message>
    <message>
        <source>Reinforcements: {who} brings {more} into the {zone} zone: no follower card to bring, so no one to place (6.4.2, R-88)</source>
        <translation>Verstärkung: {who} bringt {more} in Zone {zone}: keine Gefolgsmann-Karte verfügbar, also niemand aufzustellen (6.4.2, R-88)</translation>
    </message>
    <message>
        <source>Reinforcements: {who} brings {more} into the {zone} zone: pull the card chosen here, tap a lit square (6.4.2, R-88)</source>
        <translation>Verstärkung: {who} bringt {more} in Zone {zone}: Suche die hier gewählte Karte heraus, tippe auf ein hervorgehobenes Feld (6.4.2, R-88)</translation>
    </message>
    <message>
        <source>New objective: {objective} How the app checks it: {how}</source>
        <translation>Neues Ziel: {objective} Wie die App es prüft: {how}</translation>
    </message>
    <message>
        <source>Nothing changed</source>
        <translation>Nichts geändert</translation>
    </message>
    <message>
        <source>Reinforcements: each guild&apos;s row below says whom it brings and where</source>
        <translation>Verstärkung: Die Zeile jeder Gilde unten sagt, wen sie bringt und wohin</translation>
    </message>
    <message>
        <source>{what}: {done} (lit: {lit}): change the board to match</source>
        <translation>{what}: {done} (hervorgehoben: {lit}): Passe den Spielplan an</translation>
    </message>
    <message>
        <source>{what}: {done}: change the board to match</source>
        <translation>{what}: {done}: Passe den Spielplan an</translation>
    </message>
    <message>
        <source>Daemon replaced: {owner} ({owner_colour}), your {daemon} leaves the game: take its card and miniature off the table. {other} ({other_colour}) summoned a {name}, and one daemon of a name stays on the board: yours was replaced, it did not escape (5.1.3, R-79)</source>
        <translation>Dämon ersetzt: {owner} ({owner_colour}), dein {daemon} verlässt das Spiel: Nimm Karte und Miniatur vom Tisch. {other} ({other_colour}) hat {name} beschworen, und von jedem Namen bleibt nur ein Dämon auf dem Spielplan: Deiner wurde ersetzt, er ist nicht geflohen (5.1.3, R-79)</translation>
    </message>
    <message>
        <source>Objective (6.4.1): {objective}</source>
        <translation>Ziel (6.4.1): {objective}</translation>
    </message>
    <message>
        <source>Objective: {progress}</source>
        <translation>Ziel: {progress}</translation>
    </message>
</context>
<context>
    <name>tracker.phase_bar</name>
    <message>
        <source>{name} moving, then may shoot or use the arcane sub-phase</source>
        <translation>{name} bewegt sich, dann Schießen oder arkane Unterphase möglich</translation>
    </message>
    <message>
        <source>{name} moving to engage, then may attack</source>
        <translation>{name} bewegt sich in Bindung, dann Angriff möglich</translation>
    </message>
    <message>
        <source>free movement</source>
        <translation>freie Bewegung</translation>
    </message>
    <message>
        <source>shooting</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <source>arcane</source>
        <translation>arkan</translation>
    </message>
    <message>
        <source>engaging movement</source>
        <translation>bindende Bewegung</translation>
    </message>
    <message>
        <source>hand-to-hand attack</source>
        <translation>Nahkampfangriff</translation>
    </message>
    <message>
        <source>Before turn 1</source>
        <translation>Vor Runde 1</translation>
    </message>
    <message>
        <source>Turn {turn} of {limit}</source>
        <translation>Runde {turn} von {limit}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Runde {turn}</translation>
    </message>
    <message>
        <source>Mission over: {result}</source>
        <translation>Mission vorbei: {result}</translation>
    </message>
    <message>
        <source>The turn is over: every movement token is active (7.3.2.3)</source>
        <translation>Die Runde ist vorbei: Jeder Bewegungsmarker ist aktiv (7.3.2.3)</translation>
    </message>
    <message>
        <source>Strategic phase</source>
        <translation>Strategiephase</translation>
    </message>
    <message>
        <source>Brawl phase</source>
        <translation>Handgemengephase</translation>
    </message>
    <message>
        <source>{phase} · {sub_phase} sub-phase ({rule})</source>
        <translation>{phase} · Unterphase {sub_phase} ({rule})</translation>
    </message>
    <message>
        <source>{phase} · next: {sub_phases}</source>
        <translation>{phase} · als Nächstes: {sub_phases}</translation>
    </message>
    <message>
        <source>{name} has had the one action</source>
        <translation>{name} hatte seine eine Aktion</translation>
    </message>
    <message>
        <source>{name} ({colour}) {weight} in {total} (first last turn)</source>
        <translation>{name} ({colour}) {weight} von {total} (in der letzten Runde Erster)</translation>
    </message>
    <message>
        <source>{name} ({colour}) {weight} in {total}</source>
        <translation>{name} ({colour}) {weight} von {total}</translation>
    </message>
    <message>
        <source>{name} ({colour}) plays first, drawn: {chances} (7, R-34)</source>
        <translation>{name} ({colour}) beginnt, ausgelost: {chances} (7, R-34)</translation>
    </message>
    <message>
        <source>{player} plays first, drawn; the previous first player less likely (7)</source>
        <translation>{player} beginnt, ausgelost; der vorige Startspieler mit geringerer Chance (7)</translation>
    </message>
    <message>
        <source>{player} plays first, drawn at the set-up</source>
        <translation>{player} beginnt, bei der Vorbereitung ausgelost</translation>
    </message>
    <message>
        <source>Turn limit: end game</source>
        <translation>Rundenlimit: Spielende</translation>
    </message>
    <message>
        <source>Objective achieved</source>
        <translation>Ziel erreicht</translation>
    </message>
    <message>
        <source>Elimination: end game</source>
        <translation>Ausschaltung: Spielende</translation>
    </message>
    <message>
        <source>Surrender…</source>
        <translation>Aufgeben…</translation>
    </message>
</context>
<context>
    <name>tracker.replay</name>
    <message>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>◀◀ Turn</source>
        <translation>◀◀ Runde</translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation>◀ Aktion</translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation>Aktion ▶</translation>
    </message>
    <message>
        <source>Turn ▶▶</source>
        <translation>Runde ▶▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>The start: the miniatures as deployed</source>
        <translation>Der Anfang: die Miniaturen wie aufgestellt</translation>
    </message>
    <message>
        <source>The end of the turn before (PageUp or Ctrl+Left)</source>
        <translation>Das Ende der Runde davor (PageUp oder Ctrl+Left)</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Eine Aktion zurück (Left)</translation>
    </message>
    <message>
        <source>One action on (Right)</source>
        <translation>Eine Aktion vor (Right)</translation>
    </message>
    <message>
        <source>The end of this turn, or of the next (PageDown or Ctrl+Right)</source>
        <translation>Das Ende dieser Runde oder der nächsten (PageDown oder Ctrl+Right)</translation>
    </message>
    <message>
        <source>The last action: where the mission stands (End)</source>
        <translation>Die letzte Aktion: der aktuelle Stand der Mission (End)</translation>
    </message>
    <message>
        <source>{name} ({colour}): fate {fate}, kills {kills}</source>
        <translation>{name} ({colour}): Schicksal {fate}, Tötungen {kills}</translation>
    </message>
    <message>
        <source>{players} · mission over: {result}</source>
        <translation>{players} · Mission vorbei: {result}</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>left</source>
        <translation>verlassen</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>a mission from a file</source>
        <translation>eine Mission aus einer Datei</translation>
    </message>
    <message>
        <source>{mission} · begun {when} · {status} · {actions}</source>
        <translation>{mission} · begonnen {when} · {status} · {actions}</translation>
    </message>
    <message>
        <source>turn over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <source>strategic</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>brawl</source>
        <translation>Handgemenge</translation>
    </message>
    <message>
        <source>before the first action</source>
        <translation>vor der ersten Aktion</translation>
    </message>
    <message>
        <source>its end (action {position} of {last})</source>
        <translation>ihr Ende (Aktion {position} von {last})</translation>
    </message>
    <message>
        <source>action {position} of {last}</source>
        <translation>Aktion {position} von {last}</translation>
    </message>
    <message>
        <source>The start: {action}</source>
        <translation>Der Anfang: {action}</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns} played, {phase}: {action}</source>
        <translation>Runde {turn} von {turns} gespielt, {phase}: {action}</translation>
    </message>
</context>
<context>
    <name>tracker.table_mode</name>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>{name} takes {taken}: {what}</source>
        <translation>{name} erleidet {taken}: {what}</translation>
    </message>
    <message>
        <source>armour damage {damage}/{factor}</source>
        <translation>Rüstungsschaden {damage}/{factor}</translation>
    </message>
    <message>
        <source>hit damage {damage}/{factor}</source>
        <translation>Trefferschaden {damage}/{factor}</translation>
    </message>
</context>
<context>
    <name>tracker.view</name>
    <message>
        <source>Give up this mission now? It cannot be resumed: it is no longer offered on start and takes no more actions. Its log is kept: it can still be replayed turn by turn from the set-up&apos;s Past missions.</source>
        <translation>Diese Mission jetzt aufgeben? Sie kann nicht fortgesetzt werden: Sie wird beim Start nicht mehr angeboten und nimmt keine Aktionen mehr an. Ihr Protokoll bleibt: Über Frühere Missionen in der Vorbereitung lässt sie sich weiter Runde für Runde im Rückblick ansehen.</translation>
    </message>
    <message>
        <source>Give up this mission</source>
        <translation>Mission aufgeben</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Zerstören</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Wirken</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Kanalisieren</translation>
    </message>
    <message>
        <source>Summon</source>
        <translation>Beschwören</translation>
    </message>
    <message>
        <source>Arcane</source>
        <translation>Arkan</translation>
    </message>
    <message>
        <source>Pentacle</source>
        <translation>Pentakel</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Aufheben</translation>
    </message>
    <message>
        <source>Put down</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Fliehen</translation>
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
    <message>
        <source>Undone: {what}. No player now: File &gt; Add a player… makes your account and your guild from your code card (6.2).</source>
        <translation>Rückgängig gemacht: {what}. Jetzt kein Spieler: Datei &gt; Spieler hinzufügen… legt dein Konto und deine Gilde mit deiner Codekarte an (6.2).</translation>
    </message>
    <message>
        <source>Undone: {what}</source>
        <translation>Rückgängig gemacht: {what}</translation>
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
