<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>ActionPanel</name>
    <message>
        <source>{counter} {change} (6.4.2)</source>
        <translation>{counter} {change} (6.4.2)</translation>
    </message>
    <message>
        <source>Escaped</source>
        <translation>Fuggito</translation>
    </message>
    <message>
        <source>Mark escaped: out of the game (undo takes it back, R-53)</source>
        <translation>Segna come fuggito: fuori dal gioco (Annulla lo riporta, R-53)</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Morto</translation>
    </message>
    <message>
        <source>Mark dead: out of the game (undo takes it back, R-53)</source>
        <translation>Segna come morto: fuori dal gioco (Annulla lo riporta, R-53)</translation>
    </message>
    <message>
        <source>Summon…</source>
        <translation>Evoca…</translation>
    </message>
    <message>
        <source>Summon: name the code and level, tap a square next to the summoner (6.4.2, 7.2.3.2)</source>
        <translation>Evoca: indica codice e livello, tocca una casella accanto all&apos;evocatore (6.4.2, 7.2.3.2)</translation>
    </message>
    <message>
        <source>Daemon leaves</source>
        <translation>Il demone se ne va</translation>
    </message>
    <message>
        <source>The summoning effect taken off: the daemon quits (7.2.3.3)</source>
        <translation>Effetto di evocazione rimosso: il demone se ne va (7.2.3.3)</translation>
    </message>
    <message>
        <source>Shoot… (F)</source>
        <translation>Tiro… (F)</translation>
    </message>
    <message>
        <source>Declare a shot by the selected character: tap the target, see the exact odds of every outcome, then the app rolls (7.2.2). Key: F</source>
        <translation>Dichiara un tiro del personaggio selezionato: tocca il bersaglio, guarda le probabilità esatte di ogni esito, poi l&apos;app tira (7.2.2). Tasto: F</translation>
    </message>
    <message>
        <source>Assisted: the app shows the odds, then rolls or takes your faces</source>
        <translation>Assistito: l&apos;app mostra le probabilità, poi tira o prende le tue facce</translation>
    </message>
    <message>
        <source>Element destroyed…</source>
        <translation>Elemento distrutto…</translation>
    </message>
    <message>
        <source>The table destroyed a barrel or fence: tap it on the board; it counts for the player whose brawl it is (7.3.2.2, R-75)</source>
        <translation>Al tavolo è stato distrutto un barile o uno steccato: toccalo sul tabellone; conta per il giocatore di cui è la mischia (7.3.2.2, R-75)</translation>
    </message>
    <message>
        <source>{amount} damage to the selected character in one tap (6.4.2)</source>
        <translation>{amount} danni al personaggio selezionato con un tocco (6.4.2)</translation>
    </message>
    <message>
        <source>Any amount of damage: set it, then Take</source>
        <translation>Danni a piacere: impostali, poi Subisci</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Subisci</translation>
    </message>
    <message>
        <source>The amount set beside it, as damage in one tap (6.4.2)</source>
        <translation>La quantità impostata accanto, come danni con un tocco (6.4.2)</translation>
    </message>
    <message>
        <source>To life</source>
        <translation>Alla vita</translation>
    </message>
    <message>
        <source>The amounts go straight to life, past the armour (6.4.2)</source>
        <translation>I danni vanno direttamente alla vita, oltre l&apos;armatura (6.4.2)</translation>
    </message>
    <message>
        <source>Tap the barrel or fence destroyed</source>
        <translation>Tocca il barile o lo steccato distrutto</translation>
    </message>
    <message>
        <source>{tokens}/{most} broken</source>
        <translation>{tokens}/{most} spezzati</translation>
    </message>
    <message numerus="yes">
        <source>FURY ✓ %n turn(s) left</source>
        <translation>
            <numerusform>FURY ✓ %n turno rimasto</numerusform>
            <numerusform>FURY ✓ %n turni rimasti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Activate FURY (%n fate point(s))</source>
        <translation>
            <numerusform>Attiva FURY (%n punto fato)</numerusform>
            <numerusform>Attiva FURY (%n punti fato)</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch {effect} off (6.4.2)</source>
        <translation>Disattiva {effect} (6.4.2)</translation>
    </message>
    <message>
        <source>Switch {effect} on (6.4.2)</source>
        <translation>Attiva {effect} (6.4.2)</translation>
    </message>
    <message>
        <source>Killed by:</source>
        <translation>Ucciso da:</translation>
    </message>
    <message>
        <source>Dead: killed by?</source>
        <translation>Morto: ucciso da chi?</translation>
    </message>
    <message>
        <source>{player} ({colour}) eliminated this character: counted for the rewards (6.4.2)</source>
        <translation>{player} ({colour}) ha eliminato questo personaggio: conta per le ricompense (6.4.2)</translation>
    </message>
</context>
<context>
    <name>ArmoryTab</name>
    <message>
        <source>Drag a weapon onto a mercenary, or select both and press Enter</source>
        <translation>Trascina un&apos;arma su un mercenario, o selezionali entrambi e premi Enter</translation>
    </message>
    <message>
        <source>Equip →</source>
        <translation>Equipaggia →</translation>
    </message>
    <message>
        <source>Equip the selected weapon on the selected mercenary (Enter)</source>
        <translation>Equipaggia il mercenario selezionato con l&apos;arma selezionata (Enter)</translation>
    </message>
    <message>
        <source>Unequip</source>
        <translation>Togli</translation>
    </message>
    <message>
        <source>Take the selected weapon back to the armory (Delete)</source>
        <translation>Riporta l&apos;arma selezionata nell&apos;armeria (Delete)</translation>
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
    <name>AssistPanel</name>
    <message>
        <source>App rolls (Enter)</source>
        <translation>Tira l&apos;app (Enter)</translation>
    </message>
    <message>
        <source>The app rolls this action&apos;s dice; Undo takes it back. Key: Enter</source>
        <translation>L&apos;app tira i dadi di questa azione; Annulla la riporta indietro. Tasto: Enter</translation>
    </message>
    <message>
        <source>Faces (Shift+Enter)</source>
        <translation>Facce (Shift+Enter)</translation>
    </message>
    <message>
        <source>The faces rolled at the table, chosen below, make the action. Key: Shift+Enter</source>
        <translation>Le facce tirate al tavolo, scelte qui sotto, eseguono l&apos;azione. Tasto: Shift+Enter</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annulla (Esc)</translation>
    </message>
    <message>
        <source>⚠ Not possible: {why}</source>
        <translation>⚠ Non possibile: {why}</translation>
    </message>
    <message>
        <source>The card drawn at the table from the pantheon (7.2.3.2)</source>
        <translation>La carta pescata al tavolo dal pantheon (7.2.3.2)</translation>
    </message>
    <message>
        <source>the card drawn</source>
        <translation>la carta pescata</translation>
    </message>
    <message>
        <source>Or the faces rolled at the table, in this order: {dice}</source>
        <translation>Oppure le facce tirate al tavolo, in quest&apos;ordine: {dice}</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Conferma (Enter)</translation>
    </message>
    <message>
        <source>{cost} pts</source>
        <translation>{cost} pt</translation>
    </message>
    <message>
        <source>The {die} die&apos;s face: {use}</source>
        <translation>La faccia del dado {die}: {use}</translation>
    </message>
    <message>
        <source>{face}; {again} rolls again (5.6)</source>
        <translation>{face}; {again} si ritira (5.6)</translation>
    </message>
    <message>
        <source>{use}, rolled again</source>
        <translation>{use}, ritirato</translation>
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
        <translation>Danni attesi: {armour} all&apos;armatura, {hit} al fattore colpo</translation>
    </message>
    <message>
        <source>Goes astray: {astray}; lands on their own side: {friends}</source>
        <translation>Tiro vagante: {astray}; colpisce i suoi: {friends}</translation>
    </message>
    <message>
        <source>Dealt back to the attacker: {damage} expected; kills them: {kill}</source>
        <translation>Danni restituiti all&apos;attaccante: {damage} attesi; lo uccidono: {kill}</translation>
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
    <name>BoardDocument</name>
    <message>
        <source>Move {name} to {square} facing {side}</source>
        <translation>Muovi {name} su {square} rivolto a {side}</translation>
    </message>
    <message>
        <source>{square} is off the map: drop it on a square of the board</source>
        <translation>{square} è fuori dalla mappa: rilascialo su una casella del tabellone</translation>
    </message>
    <message numerus="yes">
        <source>{name} has moved this turn ({spent} of %n movement point(s) spent): their movement token is exhausted and they move no more until the next turn (7.2.1). Undo the move to change it, or New turn.</source>
        <translation>
            <numerusform>{name} si è mosso in questo turno ({spent} di %n punto movimento spesi): il suo segnalino movimento è esaurito e non si muove più fino al turno successivo (7.2.1). Annulla il movimento per cambiarlo, o Nuovo turno.</numerusform>
            <numerusform>{name} si è mosso in questo turno ({spent} di %n punti movimento spesi): il suo segnalino movimento è esaurito e non si muove più fino al turno successivo (7.2.1). Annulla il movimento per cambiarlo, o Nuovo turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} cannot reach {square} facing {side} with %n movement point(s) left (7.2.1)</source>
        <translation>
            <numerusform>{name} non può raggiungere {square} rivolto a {side} con %n punto movimento rimasto (7.2.1)</numerusform>
            <numerusform>{name} non può raggiungere {square} rivolto a {side} con %n punti movimento rimasti (7.2.1)</numerusform>
        </translation>
    </message>
    <message>
        <source>New turn: movement points back</source>
        <translation>Nuovo turno: punti movimento ripristinati</translation>
    </message>
    <message>
        <source>{refused}: {error}</source>
        <translation>{refused}: {error}</translation>
    </message>
    <message>
        <source>tile {number} cannot go to {square}</source>
        <translation>la tessera {number} non può andare su {square}</translation>
    </message>
    <message>
        <source>Move tile {number} to {square}</source>
        <translation>Sposta la tessera {number} su {square}</translation>
    </message>
    <message>
        <source>Rotate tile {number}</source>
        <translation>Ruota la tessera {number}</translation>
    </message>
    <message>
        <source>tile {number} cannot be rotated here</source>
        <translation>la tessera {number} non può essere ruotata qui</translation>
    </message>
    <message>
        <source>tile {number} cannot be flipped</source>
        <translation>la tessera {number} non può essere girata</translation>
    </message>
    <message>
        <source>Flip tile {number} to side {side}</source>
        <translation>Gira la tessera {number} sul lato {side}</translation>
    </message>
    <message>
        <source>tile {number} is the last one: a map needs a tile</source>
        <translation>la tessera {number} è l&apos;ultima: una mappa ha bisogno di una tessera</translation>
    </message>
    <message>
        <source>Remove tile {number}</source>
        <translation>Rimuovi la tessera {number}</translation>
    </message>
    <message>
        <source>tile {number} cannot be removed (move or remove what stands on it first)</source>
        <translation>la tessera {number} non può essere rimossa (prima sposta o rimuovi ciò che vi sta sopra)</translation>
    </message>
    <message>
        <source>tile {number} is on the map already: the box has one of each</source>
        <translation>la tessera {number} è già sulla mappa: la scatola ne ha una per tipo</translation>
    </message>
    <message>
        <source>Add tile {number} side {side}</source>
        <translation>Aggiungi la tessera {number} lato {side}</translation>
    </message>
    <message>
        <source>{square} is off the map</source>
        <translation>{square} è fuori dalla mappa</translation>
    </message>
    <message>
        <source>a door goes in a wall: {square} has none</source>
        <translation>una porta va in un muro: {square} non ne ha</translation>
    </message>
    <message>
        <source>Add a {element} on {square}</source>
        <translation>Aggiungi {element} su {square}</translation>
    </message>
    <message>
        <source>Remove the {element} on {square}</source>
        <translation>Rimuovi {element} su {square}</translation>
    </message>
    <message>
        <source>the {element} on {square} is no longer on the map</source>
        <translation>{element} su {square} non è più sulla mappa</translation>
    </message>
    <message>
        <source>Move the {element} to {square}</source>
        <translation>Sposta {element} su {square}</translation>
    </message>
    <message>
        <source>a {element} has no side to turn</source>
        <translation>{element} non ha un lato da girare</translation>
    </message>
    <message>
        <source>{square} has no other wall for the door (7.1.1)</source>
        <translation>{square} non ha un altro muro per la porta (7.1.1)</translation>
    </message>
    <message>
        <source>Turn the door on {square}</source>
        <translation>Gira la porta su {square}</translation>
    </message>
    <message>
        <source>the {colour} base number {number} is on the board already: each sub-base is unique (5.2)</source>
        <translation>la basetta {colour} numero {number} è già sul tabellone: ogni sotto-basetta è unica (5.2)</translation>
    </message>
    <message>
        <source>Add {name} on {square}</source>
        <translation>Aggiungi {name} su {square}</translation>
    </message>
    <message>
        <source>Remove {name} from {square}</source>
        <translation>Rimuovi {name} da {square}</translation>
    </message>
    <message>
        <source>choose where to save the board first</source>
        <translation>scegli prima dove salvare il tabellone</translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message>
        <source>Open recent</source>
        <translation>Apri recenti</translation>
    </message>
    <message>
        <source>a new map</source>
        <translation>una nuova mappa</translation>
    </message>
    <message>
        <source>Restored the board as you left it ({map})</source>
        <translation>Tabellone ripristinato come l&apos;avevi lasciato ({map})</translation>
    </message>
    <message>
        <source>The last map opened, {path}, cannot be shown: {error}</source>
        <translation>L&apos;ultima mappa aperta, {path}, non può essere mostrata: {error}</translation>
    </message>
    <message>
        <source>The sample map cannot be shown: {error}</source>
        <translation>La mappa di esempio non può essere mostrata: {error}</translation>
    </message>
    <message>
        <source>An autosaved board that could not be restored at an earlier start is kept, unchanged, as {path}.</source>
        <translation>Un tabellone salvato automaticamente che non è stato possibile ripristinare a un avvio precedente è conservato, invariato, come {path}.</translation>
    </message>
    <message numerus="yes">
        <source>An autosaved board that could not be restored at an earlier start is kept, unchanged, as {path} (and %n earlier one(s) beside it).</source>
        <translation>
            <numerusform>Un tabellone salvato automaticamente che non è stato possibile ripristinare a un avvio precedente è conservato, invariato, come {path} (e %n precedente accanto).</numerusform>
            <numerusform>Un tabellone salvato automaticamente che non è stato possibile ripristinare a un avvio precedente è conservato, invariato, come {path} (e %n precedenti accanto).</numerusform>
        </translation>
    </message>
    <message>
        <source>The autosaved board cannot be restored: {error}.</source>
        <translation>Il tabellone salvato automaticamente non può essere ripristinato: {error}.</translation>
    </message>
    <message>
        <source>{said} It is left as it is.</source>
        <translation>{said} Resta com&apos;è.</translation>
    </message>
    <message>
        <source>{said} It could not be moved aside ({failure}), so this board is not autosaved: {path} is left as it is.</source>
        <translation>{said} Non è stato possibile spostarlo ({failure}), quindi questo tabellone non viene salvato automaticamente: {path} resta com&apos;è.</translation>
    </message>
    <message>
        <source>{said} The file is kept, unchanged, as {path}.</source>
        <translation>{said} Il file è conservato, invariato, come {path}.</translation>
    </message>
    <message>
        <source>The map {path} cannot be shown now ({error}). The board is shown as it was when last saved, from the autosave: save it to write {name} again.</source>
        <translation>La mappa {path} non può essere mostrata ora ({error}). Il tabellone è mostrato com&apos;era all&apos;ultimo salvataggio, dal salvataggio automatico: salvalo per riscrivere {name}.</translation>
    </message>
    <message>
        <source>The new map</source>
        <translation>La nuova mappa</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Nuova mappa</translation>
    </message>
    <message>
        <source>A new map: add tiles, elements and miniatures in the Edit tab</source>
        <translation>Una nuova mappa: aggiungi tessere, elementi e miniature nella scheda Modifica</translation>
    </message>
    <message>
        <source>Open a board</source>
        <translation>Apri un tabellone</translation>
    </message>
    <message>
        <source>Not opened: {error}</source>
        <translation>Non aperto: {error}</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>Aperto {path}</translation>
    </message>
    <message>
        <source>No maps opened yet</source>
        <translation>Ancora nessuna mappa aperta</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Salva il tabellone</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Non salvato: {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Salvato {path}</translation>
    </message>
    <message>
        <source>The board could not be autosaved to {path}: {error}</source>
        <translation>Impossibile salvare automaticamente il tabellone in {path}: {error}</translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Editing the map: drag tiles and elements (what stands on a tile goes with it); R rotates, F flips, Delete removes. Untick Edit map to move miniatures.</source>
        <translation>Modifica della mappa: trascina tessere ed elementi (ciò che sta su una tessera si sposta con essa); R ruota, F gira, Delete rimuove. Togli la spunta a Modifica mappa per muovere le miniature.</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Nuova mappa</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva con nome…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Esporta PNG…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Esporta PDF…</translation>
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
        <source>Fit</source>
        <translation>Adatta</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Riduci</translation>
    </message>
    <message>
        <source>New turn</source>
        <translation>Nuovo turno</translation>
    </message>
    <message>
        <source>{action} ({keys})</source>
        <translation>{action} ({keys})</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>New, open, recent, save, export</source>
        <translation>Nuovo, apri, recenti, salva, esporta</translation>
    </message>
    <message>
        <source>Enforce rules</source>
        <translation>Applica le regole</translation>
    </message>
    <message>
        <source>On: only legal moves, which spend movement points. Off: place freely.</source>
        <translation>Attivo: solo mosse legali, che spendono punti movimento. Disattivo: piazzamento libero.</translation>
    </message>
    <message>
        <source>Edit map</source>
        <translation>Modifica mappa</translation>
    </message>
    <message>
        <source>Drag a tile or an element; R rotates a tile or turns a door, F flips a tile, Delete removes</source>
        <translation>Trascina una tessera o un elemento; R ruota una tessera o gira una porta, F gira una tessera, Delete rimuove</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Livelli</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>All&apos;apertura</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Storia</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guida</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Undo {step} (Ctrl+Z)</source>
        <translation>Annulla {step} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo {step} (Ctrl+Shift+Z)</source>
        <translation>Ripeti {step} (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Lay the out-of-control card over this target</source>
        <translation>Posa la carta fuori controllo su questo bersaglio</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>nessun tiro</translation>
    </message>
    <message>
        <source>d10: {roll}</source>
        <translation>d10: {roll}</translation>
    </message>
    <message>
        <source>Card on:</source>
        <translation>Carta su:</translation>
    </message>
    <message>
        <source>Lay the map step by step (each step shows on the board):</source>
        <translation>Componi la mappa passo per passo (ogni passo si vede sul tabellone):</translation>
    </message>
    <message>
        <source>This map breaks the rules: {warnings}</source>
        <translation>Questa mappa viola le regole: {warnings}</translation>
    </message>
    <message>
        <source>New map (not saved)</source>
        <translation>Nuova mappa (non salvata)</translation>
    </message>
    <message>
        <source>{name} • unsaved changes</source>
        <translation>{name} • modifiche non salvate</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>From the box: {tiles}
Elements: {elements}</source>
        <translation>Dalla scatola: {tiles}
Elementi: {elements}</translation>
    </message>
    <message>
        <source>More than the box has: {parts}</source>
        <translation>Più di quanti ne ha la scatola: {parts}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>free placement</source>
        <translation>piazzamento libero</translation>
    </message>
    <message numerus="yes">
        <source>moved this turn ({spent} of %n point(s) spent): movement token exhausted, no more moves until New turn (7.2.1)</source>
        <translation>
            <numerusform>mosso in questo turno ({spent} di %n punto spesi): segnalino movimento esaurito, nessun altro movimento fino a Nuovo turno (7.2.1)</numerusform>
            <numerusform>mosso in questo turno ({spent} di %n punti spesi): segnalino movimento esaurito, nessun altro movimento fino a Nuovo turno (7.2.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>movement token active, %n movement point(s)</source>
        <translation>
            <numerusform>segnalino movimento attivo, %n punto movimento</numerusform>
            <numerusform>segnalino movimento attivo, %n punti movimento</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} on {square}, facing {side}: {points}. Drag to move (Q and E while dragging choose the facing); Q and E, or a right-click, turn.</source>
        <translation>{name} su {square}, rivolto a {side}: {points}. Trascina per muovere (Q ed E durante il trascinamento scelgono l&apos;orientamento); Q ed E, o un clic destro, ruotano.</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>Esporta {format}</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Esportato {path}</translation>
    </message>
    <message>
        <source>Exported {path}: {pages}</source>
        <translation>Esportato {path}: {pages}</translation>
    </message>
    <message>
        <source>Not exported: {error}</source>
        <translation>Non esportato: {error}</translation>
    </message>
</context>
<context>
    <name>BoardPhoto</name>
    <message>
        <source>The photo shows the board as it is: nothing changed</source>
        <translation>La foto mostra il tabellone com&apos;è: nulla è cambiato</translation>
    </message>
    <message numerus="yes">
        <source>From a photo: %n miniature(s) placed</source>
        <translation>
            <numerusform>Da una foto: %n miniatura piazzata</numerusform>
            <numerusform>Da una foto: %n miniature piazzate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Arrive facing {side} (Q and E turn)</source>
        <translation>Arriva rivolto a {side} (Q ed E ruotano)</translation>
    </message>
    <message numerus="yes">
        <source>{name} to {square} facing {side}: {cost} of %n movement point(s) spent; their movement token is exhausted until the next turn (7.2.1)</source>
        <translation>
            <numerusform>{name} su {square} rivolto a {side}: {cost} di %n punto movimento spesi; il suo segnalino movimento è esaurito fino al turno successivo (7.2.1)</numerusform>
            <numerusform>{name} su {square} rivolto a {side}: {cost} di %n punti movimento spesi; il suo segnalino movimento è esaurito fino al turno successivo (7.2.1)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} placed on {square} facing {side}</source>
        <translation>{name} piazzato su {square} rivolto a {side}</translation>
    </message>
    <message>
        <source>tile {number} to {square}</source>
        <translation>tessera {number} su {square}</translation>
    </message>
    <message>
        <source>Turn left (Q)</source>
        <translation>Ruota a sinistra (Q)</translation>
    </message>
    <message>
        <source>Turn right (E)</source>
        <translation>Ruota a destra (E)</translation>
    </message>
    <message>
        <source>Face {side}</source>
        <translation>Rivolto a {side}</translation>
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
    <name>CharacterCard</name>
    <message>
        <source>armour damage</source>
        <translation>danno all&apos;armatura</translation>
    </message>
    <message>
        <source>hit damage</source>
        <translation>danno al fattore colpo</translation>
    </message>
    <message>
        <source>Take one {damage} off: only damage taken, never below 0 (6.4.2); a broken token stays (RULINGS.md R-73). Undo takes it back.</source>
        <translation>Togli un {damage}: solo danni subiti, mai sotto 0 (6.4.2); un segnalino spezzato resta (RULINGS.md R-73). Annulla lo riporta.</translation>
    </message>
    <message>
        <source>{name} — out of the game</source>
        <translation>{name} — fuori dal gioco</translation>
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
        <source>No guild yet: the city is explored by guilds. File &gt; Add a player… makes a new player&apos;s account and guild from their code card (6.2).</source>
        <translation>Ancora nessuna gilda: la città viene esplorata dalle gilde. File &gt; Aggiungi un giocatore… crea l&apos;account e la gilda di un nuovo giocatore dalla sua carta codice (6.2).</translation>
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
    <name>Counts</name>
    <message numerus="yes">
        <source>%n page(s) of {paper}</source>
        <translation>
            <numerusform>%n pagina {paper}</numerusform>
            <numerusform>%n pagine {paper}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies)</source>
        <translation>
            <numerusform>%n mercenario</numerusform>
            <numerusform>%n mercenari</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n seguace</numerusform>
            <numerusform>%n seguaci</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n daemon(s)</source>
        <translation>
            <numerusform>%n demone</numerusform>
            <numerusform>%n demoni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n azione</numerusform>
            <numerusform>%n azioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more character(s)</source>
        <translation>
            <numerusform>%n personaggio in più</numerusform>
            <numerusform>%n personaggi in più</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n armour token(s) broken ({now}/{limit})</source>
        <translation>
            <numerusform>%n segnalino armatura spezzato ({now}/{limit})</numerusform>
            <numerusform>%n segnalini armatura spezzati ({now}/{limit})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s) broken ({now}/{limit})</source>
        <translation>
            <numerusform>%n cuore spezzato ({now}/{limit})</numerusform>
            <numerusform>%n cuori spezzati ({now}/{limit})</numerusform>
        </translation>
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
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n oggetto</numerusform>
            <numerusform>%n oggetti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The log (%n line(s))</source>
        <translation>
            <numerusform>Il diario (%n riga)</numerusform>
            <numerusform>Il diario (%n righe)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n sezione</numerusform>
            <numerusform>%n sezioni</numerusform>
        </translation>
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
    <name>EditTab</name>
    <message>
        <source>Tick Edit map, click a tile and drag it: what stands on it goes with it. R rotates, F flips, Delete removes. Drag elements too; R turns a door.</source>
        <translation>Spunta Modifica mappa, clicca una tessera e trascinala: ciò che vi sta sopra si sposta con essa. R ruota, F gira, Delete rimuove. Trascina anche gli elementi; R gira una porta.</translation>
    </message>
    <message>
        <source>A (exterior)</source>
        <translation>A (esterno)</translation>
    </message>
    <message>
        <source>B (interior)</source>
        <translation>B (interno)</translation>
    </message>
    <message>
        <source>Add tile beside the map</source>
        <translation>Aggiungi tessera accanto alla mappa</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lato</translation>
    </message>
    <message>
        <source>A square such as C4 (column letter, row number)</source>
        <translation>Una casella come C4 (lettera di colonna, numero di riga)</translation>
    </message>
    <message>
        <source>Place element on square</source>
        <translation>Piazza elemento sulla casella</translation>
    </message>
    <message>
        <source>Remove element on square</source>
        <translation>Rimuovi elemento dalla casella</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Casella</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <source>A card of the catalog or a member of a guild</source>
        <translation>Una carta del catalogo o un membro di una gilda</translation>
    </message>
    <message>
        <source>A mercenary of the catalog carries the weapon chosen here (its range and long range come from it); a guild&apos;s member carries their own</source>
        <translation>Un mercenario del catalogo porta l&apos;arma scelta qui (la sua gittata e gittata lunga vengono da essa); un membro di una gilda porta le proprie</translation>
    </message>
    <message>
        <source>Add miniature on square</source>
        <translation>Aggiungi miniatura sulla casella</translation>
    </message>
    <message>
        <source>Remove the selected miniature</source>
        <translation>Rimuovi la miniatura selezionata</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaggio</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Base colour</source>
        <translation>Colore basetta</translation>
    </message>
    <message>
        <source>Base number</source>
        <translation>Numero basetta</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Orientamento</translation>
    </message>
    <message>
        <source>The characters to add are listed once the database is free: {error}</source>
        <translation>I personaggi da aggiungere vengono elencati quando il database è libero: {error}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>its printed weapons</source>
        <translation>le sue armi stampate</translation>
    </message>
    <message>
        <source>printed weapons</source>
        <translation>armi stampate</translation>
    </message>
    <message>
        <source>{error}: type a square such as C4</source>
        <translation>{error}: scrivi una casella come C4</translation>
    </message>
    <message>
        <source>no scene element on {square}</source>
        <translation>nessun elemento scenico su {square}</translation>
    </message>
    <message>
        <source>choose a character card first</source>
        <translation>scegli prima la carta di un personaggio</translation>
    </message>
    <message>
        <source>select a miniature on the board first</source>
        <translation>seleziona prima una miniatura sul tabellone</translation>
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
        <source>No guild yet: File &gt; Add a player… makes a new player&apos;s account and guild from their code card (6.2), New guild… another guild of a player.</source>
        <translation>Ancora nessuna gilda: File &gt; Aggiungi un giocatore… crea l&apos;account e la gilda di un nuovo giocatore dalla sua carta codice (6.2), Nuova gilda… un&apos;altra gilda di un giocatore.</translation>
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
        <translation>Storia</translation>
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
        <source>Player account (a new player: File &gt; Add a player…):</source>
        <translation>Account del giocatore (un nuovo giocatore: File &gt; Aggiungi un giocatore…):</translation>
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
        <source>Hints</source>
        <translation>Consigli</translation>
    </message>
    <message>
        <source>Hints at this table: kept for its guilds; key {key} shows them for one action</source>
        <translation>Consigli a questo tavolo: ricordati per le sue gilde; il tasto {key} li mostra per un&apos;azione</translation>
    </message>
    <message>
        <source>Kill chance</source>
        <translation>Letalità</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Danni</translation>
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
        <translation>I consigli sono disattivati a questo tavolo. Tasto {key}: i consigli per un&apos;azione.</translation>
    </message>
    <message>
        <source>Select a character: their attacks and who threatens them.</source>
        <translation>Seleziona un personaggio: i suoi attacchi e chi lo minaccia.</translation>
    </message>
    <message>
        <source>No attack they could make this phase.</source>
        <translation>Nessun attacco possibile in questa fase.</translation>
    </message>
    <message>
        <source>No enemy could attack them next phase.</source>
        <translation>Nessun nemico potrebbe attaccarlo nella prossima fase.</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Calcolo delle probabilità…</translation>
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
    <name>HistoryList</name>
    <message>
        <source>{action}  (undone: Redo)</source>
        <translation>{action}  (annullato: Ripeti)</translation>
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
    <name>LogList</name>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <source>Before turn 1</source>
        <translation>Prima del turno 1</translation>
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
    <name>MissionArea</name>
    <message>
        <source>Replay…</source>
        <translation>Rivedi…</translation>
    </message>
    <message>
        <source>The mission so far, turn by turn: how did we get here (F6). It only reads.</source>
        <translation>La missione finora, turno per turno: come ci siamo arrivati (F6). Solo lettura.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>Replay of the mission in play: how did we get here</source>
        <translation>Rivedi la missione in corso: come ci siamo arrivati</translation>
    </message>
    <message>
        <source>Back to the mission</source>
        <translation>Torna alla missione</translation>
    </message>
    <message>
        <source>the missions played could not be read: {error}</source>
        <translation>impossibile leggere le missioni giocate: {error}</translation>
    </message>
    <message>
        <source>Replay: {mission}</source>
        <translation>Replay: {mission}</translation>
    </message>
    <message>
        <source>Replay of mission {number}</source>
        <translation>Replay della missione {number}</translation>
    </message>
    <message>
        <source>{error} (replayed up to the action before it)</source>
        <translation>{error} (rivista fino all&apos;azione precedente)</translation>
    </message>
    <message>
        <source>the mission could not be read: {error}</source>
        <translation>impossibile leggere la missione: {error}</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>Torna alla lista</translation>
    </message>
    <message>
        <source>bring its guild file</source>
        <translation>porta il suo file di gilda</translation>
    </message>
    <message>
        <source>save its results file, then bring it (R-111)</source>
        <translation>salva il suo file dei risultati, poi portalo (R-111)</translation>
    </message>
    <message>
        <source>{guild}: {todo}</source>
        <translation>{guild}: {todo}</translation>
    </message>
    <message>
        <source>{guild}: no longer on this computer</source>
        <translation>{guild}: non è più su questo computer</translation>
    </message>
    <message>
        <source>{guild}: {error}</source>
        <translation>{guild}: {error}</translation>
    </message>
    <message>
        <source>not at the table again: {guilds}</source>
        <translation>non di nuovo al tavolo: {guilds}</translation>
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
    <name>Notices</name>
    <message>
        <source>The objective&apos;s area, lit on the board: {area}</source>
        <translation>L&apos;area dell&apos;obiettivo, illuminata sul tabellone: {area}</translation>
    </message>
    <message>
        <source>the board decides</source>
        <translation>decide il tabellone</translation>
    </message>
    <message>
        <source>{player} controls</source>
        <translation>controlla {player}</translation>
    </message>
    <message>
        <source>nobody: the count is suspended</source>
        <translation>nessuno: il conteggio è sospeso</translation>
    </message>
    <message>
        <source>Control this turn ({who}):</source>
        <translation>Controllo in questo turno ({who}):</translation>
    </message>
    <message>
        <source>{player} controls the area this turn (6.4.2)</source>
        <translation>{player} controlla l&apos;area in questo turno (6.4.2)</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Visto</translation>
    </message>
    <message>
        <source>The table has seen this turn&apos;s news: the notice goes (not an action of the game: nothing to undo, R-87)</source>
        <translation>Il tavolo ha visto le notizie di questo turno: l&apos;avviso sparisce (non è un&apos;azione di gioco: nulla da annullare, R-87)</translation>
    </message>
    <message>
        <source>Turn {turn}, mission event (6.4.2): {event}</source>
        <translation>Turno {turn}, evento di missione (6.4.2): {event}</translation>
    </message>
    <message>
        <source>Turn {turn}: {wave}</source>
        <translation>Turno {turn}: {wave}</translation>
    </message>
    <message>
        <source>Start of turn {turn}, done by the app: every movement token is active again (7.3.2.3):</source>
        <translation>Inizio del turno {turn}, fatto dall&apos;app: ogni segnalino movimento è di nuovo attivo (7.3.2.3):</translation>
    </message>
    <message>
        <source>Start of turn {turn}, done by the app:</source>
        <translation>Inizio del turno {turn}, fatto dall&apos;app:</translation>
    </message>
    <message>
        <source>The card the guild pulls for this reinforcement (R-88)</source>
        <translation>La carta che la gilda pesca per questo rinforzo (R-88)</translation>
    </message>
    <message>
        <source>Possessed: {who} walk by the out-of-control card this turn; their owner moves them in the free movement sub-phase (5.6, 7.2.3)</source>
        <translation>Posseduti: {who} si muovono secondo la carta fuori controllo in questo turno; il proprietario li muove nella sotto-fase di movimento libero (5.6, 7.2.3)</translation>
    </message>
    <message>
        <source>Walk them by the card</source>
        <translation>Muovili secondo la carta</translation>
    </message>
    <message>
        <source>The app moves them by the out-of-control card drawn, all their movement points (5.6, 7.2.3); their owner passes only after (R-76)</source>
        <translation>L&apos;app li muove secondo la carta fuori controllo pescata, con tutti i loro punti movimento (5.6, 7.2.3); il proprietario passa solo dopo (R-76)</translation>
    </message>
    <message>
        <source>In {player}&apos;s go: their owner walks them (7.2.3)</source>
        <translation>Nel turno di {player}: il proprietario li muove (7.2.3)</translation>
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
    <name>Options</name>
    <message>
        <source>The way the miniature faces at the end of the move: turning costs (7.2.1)</source>
        <translation>Come è orientata la miniatura alla fine del movimento: girarsi costa (7.2.1)</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Orientamento</translation>
    </message>
    <message>
        <source>The arcane code used (5.1.5)</source>
        <translation>Il codice arcano usato (5.1.5)</translation>
    </message>
    <message>
        <source>Fate points spent on the test: each takes 1 off the die, never below 1 (7.2.1)</source>
        <translation>Punti fato spesi nel test: ognuno toglie 1 al dado, mai sotto 1 (7.2.1)</translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation>Punti fato</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potere</translation>
    </message>
    <message>
        <source>Power 1 or 2 of the code (7.2.3.1)</source>
        <translation>Potere 1 o 2 del codice (7.2.3.1)</translation>
    </message>
    <message>
        <source>No defence</source>
        <translation>Nessuna difesa</translation>
    </message>
    <message>
        <source>Defends: white</source>
        <translation>Difende: bianco</translation>
    </message>
    <message>
        <source>Defends: black</source>
        <translation>Difende: nero</translation>
    </message>
    <message>
        <source>The target&apos;s arcane test in defence, paid in mana (7.2.3.5)</source>
        <translation>Il test arcano del bersaglio in difesa, pagato in mana (7.2.3.5)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Free arcane dice rolled (7.2.3)</source>
        <translation>Dadi arcani liberi tirati (7.2.3)</translation>
    </message>
    <message>
        <source>Reroll W</source>
        <translation>Ritira B</translation>
    </message>
    <message>
        <source>Held white mana rolled again (7.2.3)</source>
        <translation>Mana bianco tenuto, ritirato (7.2.3)</translation>
    </message>
    <message>
        <source>B</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Held black mana rolled again (7.2.3)</source>
        <translation>Mana nero tenuto, ritirato (7.2.3)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>The daemon&apos;s level asked (7.2.3.2)</source>
        <translation>Il livello del demone richiesto (7.2.3.2)</translation>
    </message>
    <message>
        <source>Heart tokens given (7.2.3.2)</source>
        <translation>Segnalini cuore assegnati (7.2.3.2)</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cuori</translation>
    </message>
    <message>
        <source>Free a possessed character (+3) or cancel an effect token (7.2.3.5)</source>
        <translation>Libera un personaggio posseduto (+3) o annulla un segnalino effetto (7.2.3.5)</translation>
    </message>
    <message>
        <source>The mana cube that pays the test (R-36)</source>
        <translation>Il cubetto di mana che paga il test (R-36)</translation>
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
    <name>PageSetupDialog</name>
    <message>
        <source>PDF page set-up</source>
        <translation>Impostazione pagina PDF</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>What neighbouring pages both show, to align and tape them</source>
        <translation>Ciò che mostrano entrambe le pagine vicine, per allinearle e unirle col nastro</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientamento</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pagine</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Sovrapposizione</translation>
    </message>
    <message>
        <source>One page; a square prints {size} mm wide ({share} of table scale).</source>
        <translation>Una pagina; una casella si stampa larga {size} mm ({share} della scala da tavolo).</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) ({rows} rows × {columns} columns) at {size} mm a square; trim each page&apos;s left and top edges at the crop marks, lay them on the dashed lines of the pages before, and tape.</source>
        <translation>
            <numerusform>%n pagina ({rows} righe × {columns} colonne) a {size} mm per casella; rifila i bordi sinistro e superiore di ogni pagina ai segni di taglio, posale sulle linee tratteggiate delle pagine precedenti e fissale col nastro.</numerusform>
            <numerusform>%n pagine ({rows} righe × {columns} colonne) a {size} mm per casella; rifila i bordi sinistro e superiore di ogni pagina ai segni di taglio, posale sulle linee tratteggiate delle pagine precedenti e fissale col nastro.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PastPlays</name>
    <message>
        <source>Replay a past mission</source>
        <translation>Rivedi una missione passata</translation>
    </message>
    <message>
        <source>Every mission played at this table, the newest first. A replay only reads: nothing of the mission changes.</source>
        <translation>Ogni missione giocata a questo tavolo, la più recente prima. Un replay è solo lettura: nulla della missione cambia.</translation>
    </message>
    <message>
        <source>Replay (Enter)</source>
        <translation>Rivedi (Enter)</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Indietro (Esc)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>No mission has been played at this table yet.</source>
        <translation>Ancora nessuna missione giocata a questo tavolo.</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>· plays now</source>
        <translation>· gioca ora</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passa (P)</translation>
    </message>
    <message>
        <source>Next turn (T)</source>
        <translation>Turno successivo (T)</translation>
    </message>
    <message>
        <source>The player who plays now passes; clockwise (7). Key: P</source>
        <translation>Il giocatore di turno passa; in senso orario (7). Tasto: P</translation>
    </message>
    <message>
        <source>Start the next turn and draw its first player (7). Key: T (or Ctrl+Enter)</source>
        <translation>Inizia il turno successivo e sorteggia il primo giocatore (7). Tasto: T (o Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Who reached the objective?</source>
        <translation>Chi ha raggiunto l&apos;obiettivo?</translation>
    </message>
    <message>
        <source>Who surrenders?</source>
        <translation>Chi si arrende?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>· {player} plays first</source>
        <translation>· {player} gioca per primo</translation>
    </message>
    <message>
        <source>· {name} ({colour}) plays now</source>
        <translation>· {name} ({colour}) gioca ora</translation>
    </message>
</context>
<context>
    <name>PhotoDialog</name>
    <message>
        <source>From a photo: {file}</source>
        <translation>Da una foto: {file}</translation>
    </message>
    <message>
        <source>The photo beside the board it shows. Orange squares were read with little confidence: check them. Drag a miniature to where it stands, or select it (a tap, or N for the next) and move it with the arrows (Q and E turn it). Enter uses this board, Esc cancels.</source>
        <translation>La foto accanto al tabellone che mostra. Le caselle arancioni sono state lette con poca sicurezza: controllale. Trascina una miniatura dove si trova, o selezionala (un tocco, o N per la successiva) e spostala con le frecce (Q ed E la ruotano). Enter usa questo tabellone, Esc annulla.</translation>
    </message>
    <message>
        <source>The photo beside the board it shows. What differs from the tracker is listed below, a tick each; those read with little confidence are not ticked: check them. Apply the ticked puts those miniatures where the photo has them, as one table correction, not a move (R-248): Ctrl+Z in the tracker takes it back. Space ticks a line, Esc cancels.</source>
        <translation>La foto accanto al tabellone che mostra. Le differenze rispetto al tracker sono elencate qui sotto, una spunta ciascuna; quelle lette con poca sicurezza non sono spuntate: controllale. Applica le spuntate mette quelle miniature dove le ha la foto, come un&apos;unica correzione del tavolo, non un movimento (R-248): Ctrl+Z nel tracker la annulla. Space spunta una riga, Esc annulla.</translation>
    </message>
    <message>
        <source>Use this board</source>
        <translation>Usa questo tabellone</translation>
    </message>
    <message>
        <source>{name}: {photo} facing {photo_facing} in the photo, {here} facing {here_facing} here</source>
        <translation>{name}: {photo} rivolto a {photo_facing} nella foto, {here} rivolto a {here_facing} qui</translation>
    </message>
    <message>
        <source>{name}: {square}, only {sure} sure: check it</source>
        <translation>{name}: {square}, sicuro solo al {sure}: controlla</translation>
    </message>
    <message>
        <source>The {base} base read on {square} is not on this map&apos;s miniatures</source>
        <translation>La basetta {base} letta su {square} non è tra le miniature di questa mappa</translation>
    </message>
    <message>
        <source>{name}: read on {square}, where the map cannot hold them: left on {here}</source>
        <translation>{name}: letto su {square}, dove la mappa non può ospitarlo: lasciato su {here}</translation>
    </message>
    <message>
        <source>{name}: not found in the photo, left on {here}</source>
        <translation>{name}: non trovato nella foto, lasciato su {here}</translation>
    </message>
    <message>
        <source>Apply the ticked ({count})</source>
        <translation>Applica le spuntate ({count})</translation>
    </message>
</context>
<context>
    <name>PhotoFlow</name>
    <message>
        <source>From a photo…</source>
        <translation>Da una foto…</translation>
    </message>
    <message>
        <source>Set the board from a photo of the table taken from above ({key})</source>
        <translation>Imposta il tabellone da una foto del tavolo scattata dall&apos;alto ({key})</translation>
    </message>
    <message>
        <source>From a photo</source>
        <translation>Da una foto</translation>
    </message>
    <message>
        <source>Photos ({patterns})</source>
        <translation>Foto ({patterns})</translation>
    </message>
    <message>
        <source>{file}: the map changed while the photo was read: read it again</source>
        <translation>{file}: la mappa è cambiata mentre la foto veniva letta: leggila di nuovo</translation>
    </message>
    <message>
        <source>{file}: the photo reader takes JPEG or PNG only: save the photo as JPEG (a phone can send it so) and drop that</source>
        <translation>{file}: il lettore di foto accetta solo JPEG o PNG: salva la foto come JPEG (un telefono può inviarla così) e trascina quella</translation>
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
    <name>PlayController</name>
    <message>
        <source>turn {turn}, {phase}</source>
        <translation>turno {turn}, {phase}</translation>
    </message>
    <message>
        <source>{where}, {player} plays</source>
        <translation>{where}, gioca {player}</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n azione</numerusform>
            <numerusform>%n azioni</numerusform>
        </translation>
    </message>
    <message>
        <source>{actions}, {count} to redo</source>
        <translation>{actions}, {count} da ripetere</translation>
    </message>
    <message>
        <source>Mission resumed where it was: {where} ({actions})</source>
        <translation>Missione ripresa da dove era: {where} ({actions})</translation>
    </message>
    <message>
        <source>. Warning: {warning}</source>
        <translation>. Attenzione: {warning}</translation>
    </message>
    <message>
        <source>the mission was not saved: {error}</source>
        <translation>la missione non è stata salvata: {error}</translation>
    </message>
    <message>
        <source>the mission could not be given up: {error}</source>
        <translation>impossibile abbandonare la missione: {error}</translation>
    </message>
    <message>
        <source>the mission could not be read again: {error}</source>
        <translation>impossibile rileggere la missione: {error}</translation>
    </message>
    <message>
        <source>no mission in play</source>
        <translation>nessuna missione in corso</translation>
    </message>
    <message>
        <source>the action</source>
        <translation>l&apos;azione</translation>
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
        <source>{what} was not saved: {error}: {now}</source>
        <translation>{what} non salvato: {error}: {now}</translation>
    </message>
    <message>
        <source>shown now</source>
        <translation>ora mostrato</translation>
    </message>
    <message>
        <source>{what} was not saved: {error}</source>
        <translation>{what} non salvato: {error}</translation>
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
    <name>PlayerHeader</name>
    <message>
        <source>Fate {points}</source>
        <translation>Fato {points}</translation>
    </message>
    <message>
        <source>{fate} · Kills {kills}</source>
        <translation>{fate} · Uccisioni {kills}</translation>
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
        <source>Each player needs a guild: File &gt; Add a player… makes a new player&apos;s from their code card, New guild… in the Guild view (Ctrl+1) another of a player&apos;s; or bring a guild file exported on another computer.</source>
        <translation>Ogni giocatore ha bisogno di una gilda: File &gt; Aggiungi un giocatore… crea quella di un nuovo giocatore dalla sua carta codice, Nuova gilda… nella vista Gilda (Ctrl+1) un&apos;altra di un giocatore; oppure porta un file di gilda esportato da un altro computer.</translation>
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
        <translation>Porta il file di gilda {guild_s} per giocare la missione</translation>
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
    <name>ReadingBand</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Reading the photo {file}…</source>
        <translation>Lettura della foto {file}…</translation>
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
    <name>ReferenceBrowser</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Indietro (Alt+Left)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Avanti (Alt+Right)</translation>
    </message>
    <message>
        <source># The rules reference cannot open

{problem}

Correct or restore that file in `resources/rules/`.</source>
        <translation># Impossibile aprire il riferimento regole

{problem}

Correggi o ripristina quel file in `resources/rules/`.</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Riferimento regole</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source># No section {number}

The reference has no section {number}; see the [contents](rules:).</source>
        <translation># Nessuna sezione {number}

Il riferimento non ha la sezione {number}; vedi l&apos;[indice](rules:).</translation>
    </message>
    <message>
        <source>Keyword glossary</source>
        <translation>Glossario delle parole chiave</translation>
    </message>
    <message>
        <source># Nothing at {address}</source>
        <translation># Niente a {address}</translation>
    </message>
</context>
<context>
    <name>ReferenceView</name>
    <message>
        <source>Search every rule… (Ctrl+F; Enter opens the first)</source>
        <translation>Cerca in tutte le regole… (Ctrl+F; Enter apre il primo)</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Parole chiave</translation>
    </message>
    <message>
        <source>The keyword glossary: every card keyword (8) and the tracker&apos;s effects and actions</source>
        <translation>Il glossario delle parole chiave: ogni parola chiave delle carte (8) e gli effetti e le azioni del tracker</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Salva come &amp;PDF…</translation>
    </message>
    <message>
        <source>The whole reference, with its contents and the rulings it cites (Alt+P)</source>
        <translation>L&apos;intero riferimento, con l&apos;indice e i chiarimenti che cita (Alt+P)</translation>
    </message>
    <message>
        <source>Return (Esc)</source>
        <translation>Torna (Esc)</translation>
    </message>
    <message>
        <source>The rules reference cannot open: {problem}</source>
        <translation>Impossibile aprire il riferimento regole: {problem}</translation>
    </message>
    <message>
        <source>Keyword glossary</source>
        <translation>Glossario</translation>
    </message>
    <message>
        <source>Return to {view} (Esc)</source>
        <translation>Torna a {view} (Esc)</translation>
    </message>
    <message>
        <source>Save the rules reference as a PDF</source>
        <translation>Salva il riferimento regole come PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF was not saved: {path}: {error}</source>
        <translation>Il PDF non è stato salvato: {path}: {error}</translation>
    </message>
    <message>
        <source>Saved the rules reference, {pages} pages, to {path}</source>
        <translation>Riferimento regole salvato, {pages} pagine, in {path}</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Back to the mission (Esc)</source>
        <translation>Torna alla missione (Esc)</translation>
    </message>
    <message>
        <source>{tip}. Key: {key}</source>
        <translation>{tip}. Tasto: {key}</translation>
    </message>
    <message>
        <source>{back} (Esc)</source>
        <translation>{back} (Esc)</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <source>nothing was done before turn 1</source>
        <translation>nulla è stato fatto prima del turno 1</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passa</translation>
    </message>
</context>
<context>
    <name>ResolutionController</name>
    <message>
        <source>the results cannot be shown: {error}</source>
        <translation>impossibile mostrare i risultati: {error}</translation>
    </message>
    <message>
        <source>no results to write</source>
        <translation>nessun risultato da scrivere</translation>
    </message>
    <message>
        <source>the results were not written, nothing changed: {error}</source>
        <translation>i risultati non sono stati scritti, nulla è cambiato: {error}</translation>
    </message>
    <message>
        <source>the results were written but cannot be read back: {error}</source>
        <translation>i risultati sono stati scritti ma non si possono rileggere: {error}</translation>
    </message>
    <message>
        <source>Training mission finished: nothing was written to the guilds (6.4)</source>
        <translation>Missione di addestramento finita: nulla è stato scritto nelle gilde (6.4)</translation>
    </message>
    <message>
        <source>The results are written into the guilds</source>
        <translation>I risultati sono scritti nelle gilde</translation>
    </message>
    <message>
        <source>The results were written before: nothing was paid twice</source>
        <translation>I risultati erano già stati scritti: nulla è stato pagato due volte</translation>
    </message>
    <message>
        <source>the results file was not saved ({path}): {error}</source>
        <translation>il file dei risultati non è stato salvato ({path}): {error}</translation>
    </message>
    <message>
        <source>Results file saved: {path}</source>
        <translation>File dei risultati salvato: {path}</translation>
    </message>
</context>
<context>
    <name>ResolutionView</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>Next screen</source>
        <translation>Schermata successiva</translation>
    </message>
    <message>
        <source>Screen before</source>
        <translation>Schermata precedente</translation>
    </message>
    <message>
        <source>write the results first: the guilds have not changed yet</source>
        <translation>scrivi prima i risultati: le gilde non sono ancora cambiate</translation>
    </message>
    <message>
        <source>{colour} is no guild brought on a file</source>
        <translation>{colour} non è una gilda portata con un file</translation>
    </message>
    <message>
        <source>the report was not saved ({path}): {error}</source>
        <translation>il resoconto non è stato salvato ({path}): {error}</translation>
    </message>
    <message>
        <source>Mission report saved: {path}</source>
        <translation>Resoconto della missione salvato: {path}</translation>
    </message>
    <message>
        <source>{screen} of {screens}</source>
        <translation>{screen} di {screens}</translation>
    </message>
    <message>
        <source>◀ Back to the mission</source>
        <translation>◀ Torna alla missione</translation>
    </message>
    <message>
        <source>The tracker: the last action can still be undone (Backspace)</source>
        <translation>Il tracker: l&apos;ultima azione si può ancora annullare (Backspace)</translation>
    </message>
    <message>
        <source>The screen before (Backspace or Left)</source>
        <translation>La schermata precedente (Backspace o Left)</translation>
    </message>
    <message>
        <source>The next screen (Enter or Right)</source>
        <translation>La schermata successiva (Enter o Right)</translation>
    </message>
    <message>
        <source>No results to show.</source>
        <translation>Nessun risultato da mostrare.</translation>
    </message>
    <message>
        <source>{guild} ({colour}) — brought on a file</source>
        <translation>{guild} ({colour}) — portata con un file</translation>
    </message>
    <message>
        <source>{guild} ({colour})</source>
        <translation>{guild} ({colour})</translation>
    </message>
    <message>
        <source>How: {how}</source>
        <translation>Come: {how}</translation>
    </message>
    <message>
        <source>{mission} ({mode} mission)</source>
        <translation>{mission} (missione {mode})</translation>
    </message>
    <message>
        <source>Fame and feods won or lost by each guild, a line for each reason (6.4.1, 6.4.2):</source>
        <translation>Fama e feudi vinti o persi da ogni gilda, una riga per ogni causale (6.4.1, 6.4.2):</translation>
    </message>
    <message>
        <source>Nothing won or lost: this mission gives no reward here</source>
        <translation>Nulla vinto o perso: questa missione qui non dà ricompense</translation>
    </message>
    <message>
        <source>{what} {amount} — {why}</source>
        <translation>{what} {amount} — {why}</translation>
    </message>
    <message>
        <source>The objects each guild&apos;s characters carry home (6.4.1):</source>
        <translation>Gli oggetti che i personaggi di ogni gilda portano a casa (6.4.1):</translation>
    </message>
    <message>
        <source>No item earned</source>
        <translation>Nessun oggetto ottenuto</translation>
    </message>
    <message>
        <source>PROVISIONAL: the rulebook gives no injury table; the app&apos;s is a design of its own (R-98), in {path}. A player&apos;s own injuries.toml in their data folder replaces it. The titles are provisional too (titles.toml).</source>
        <translation>PROVVISORIO: il regolamento non ha una tabella delle ferite; quella dell&apos;app è un progetto suo (R-98), in {path}. Un injuries.toml del giocatore nella sua cartella dati la sostituisce. Anche i titoli sono provvisori (titles.toml).</translation>
    </message>
    <message>
        <source>In training these fates stay at the table: no member of a guild is injured or dies, and no deed is counted (6.4).</source>
        <translation>In addestramento queste sorti restano al tavolo: nessun membro di una gilda viene ferito o muore, e nessuna impresa viene contata (6.4).</translation>
    </message>
    <message>
        <source>No character in this mission</source>
        <translation>Nessun personaggio in questa missione</translation>
    </message>
    <message>
        <source>Nothing was written to the guilds: a training mission changes no guild (6.4).</source>
        <translation>Nulla è stato scritto nelle gilde: una missione di addestramento non cambia nessuna gilda (6.4).</translation>
    </message>
    <message>
        <source>The results were written into the guilds on {day} at {time} UTC. They are final: the app does not undo them.</source>
        <translation>I risultati sono stati scritti nelle gilde il {day} alle {time} UTC. Sono definitivi: l&apos;app non li annulla.</translation>
    </message>
    <message>
        <source>The results were written into the guilds. They are final: the app does not undo them.</source>
        <translation>I risultati sono stati scritti nelle gilde. Sono definitivi: l&apos;app non li annulla.</translation>
    </message>
    <message>
        <source>no guild of this computer changes</source>
        <translation>nessuna gilda di questo computer cambia</translation>
    </message>
    <message>
        <source>Writing the results is final: the app cannot undo it. It changes:</source>
        <translation>Scrivere i risultati è definitivo: l&apos;app non può annullarlo. Cambia:</translation>
    </message>
    <message>
        <source>Write the results into the guilds</source>
        <translation>Scrivi i risultati nelle gilde</translation>
    </message>
    <message>
        <source>{guild} is a guest&apos;s guild: its results go home on a file imported there (R-105), or, brought from its player&apos;s own DemLoc, with its &apos;Take the results home&apos; (R-195).</source>
        <translation>{guild} è la gilda di un ospite: i suoi risultati vanno a casa con un file importato lì (R-105) o, se portata dal DemLoc del suo giocatore, con il suo &apos;Riporta a casa i risultati&apos; (R-195).</translation>
    </message>
    <message>
        <source>{said} Saved: {path}</source>
        <translation>{said} Salvato: {path}</translation>
    </message>
    <message>
        <source>Save {owner} results file…</source>
        <translation>Salva il file dei risultati di {owner}…</translation>
    </message>
    <message>
        <source>Print the report…</source>
        <translation>Stampa il resoconto…</translation>
    </message>
    <message>
        <source>A new mission with the same players</source>
        <translation>Una nuova missione con gli stessi giocatori</translation>
    </message>
    <message>
        <source>Back to the guilds</source>
        <translation>Torna alle gilde</translation>
    </message>
    <message>
        <source>Write the results first</source>
        <translation>Scrivi prima i risultati</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>Fate points {change}: spent or gained (6.4.2); never below 0</source>
        <translation>Punti fato {change}: spesi o guadagnati (6.4.2); mai sotto 0</translation>
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
        <translation>Tocca un luogo, o premi Tab per scorrerli e Enter per sceglierne uno (6.2).</translation>
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
        <translation>Esploralo (Enter)</translation>
    </message>
    <message>
        <source>Try to acquire it (Enter)</source>
        <translation>Prova ad acquisirlo (Enter)</translation>
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
    <name>SummonForm</name>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Heart tokens</source>
        <translation>Segnalini cuore</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Then tap a free square next to the summoner on the board (7.2.3.2)</source>
        <translation>Poi tocca sul tabellone una casella libera accanto all&apos;evocatore (7.2.3.2)</translation>
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
        <source>kills them</source>
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
    <name>TrackerPhoto</name>
    <message>
        <source>A photo is compared with a mission in play: none is</source>
        <translation>Una foto si confronta con una missione in corso: non ce n&apos;è nessuna</translation>
    </message>
</context>
<context>
    <name>TrackerView</name>
    <message>
        <source>Characters</source>
        <translation>Personaggi</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Diario</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Storia</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Dichiarati</translation>
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
        <source>Hide panels</source>
        <translation>Nascondi pannelli</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Schermo intero</translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>Vista tavolo</translation>
    </message>
    <message>
        <source>The board gets the screen: no views&apos; list or status bar, the side panel beside the board from top to bottom, compact cards, large type; remembered</source>
        <translation>Il tabellone prende lo schermo: niente elenco delle viste né barra di stato, il pannello laterale accanto al tabellone dall&apos;alto in basso, carte compatte, testo grande; viene ricordato</translation>
    </message>
    <message>
        <source>Give up this mission</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>The mission is no longer offered on start; its log stays</source>
        <translation>La missione non viene più proposta all&apos;avvio; il suo diario resta</translation>
    </message>
    <message>
        <source>Next character</source>
        <translation>Personaggio successivo</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Turno successivo</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Danno</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Colpo</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Sigillo</translation>
    </message>
    <message>
        <source>Bleeding</source>
        <translation>Emorragia</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Veleno</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Pannelli</translation>
    </message>
    <message>
        <source>a new turn starts when every player has passed the brawl phase (7.3.2.3)</source>
        <translation>un nuovo turno inizia quando ogni giocatore ha passato la fase di mischia (7.3.2.3)</translation>
    </message>
    <message>
        <source>select the character who acts first (tap a miniature, or Tab)</source>
        <translation>seleziona il personaggio che agisce per primo (tocca una miniatura, o Tab)</translation>
    </message>
    <message>
        <source>Show panels</source>
        <translation>Mostra pannelli</translation>
    </message>
    <message>
        <source>{tip} · Key: {keys}</source>
        <translation>{tip} · Tasto: {keys}</translation>
    </message>
    <message>
        <source>{words} ({keys})</source>
        <translation>{words} ({keys})</translation>
    </message>
    <message>
        <source>Results ▶</source>
        <translation>Risultati ▶</translation>
    </message>
    <message>
        <source>The mission&apos;s results, screen by screen (6.4.1)</source>
        <translation>I risultati della missione, schermata per schermata (6.4.1)</translation>
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
    <name>board.export</name>
    <message>
        <source>From the box: {tiles}</source>
        <translation>Dalla scatola: {tiles}</translation>
    </message>
    <message>
        <source>Elements: {elements}</source>
        <translation>Elementi: {elements}</translation>
    </message>
    <message>
        <source>{map} · {page} · {size} mm a square</source>
        <translation>{map} · {page} · {size} mm per casella</translation>
    </message>
    <message>
        <source>Trim each page&apos;s left and top edges at the crop marks (not the first column&apos;s or row&apos;s), lay them on the dashed lines of the pages before, tape.</source>
        <translation>Rifila i bordi sinistro e superiore di ogni pagina ai segni di taglio (non quelli della prima colonna o riga), posale sulle linee tratteggiate delle pagine precedenti, fissale col nastro.</translation>
    </message>
    <message>
        <source>{map} · at table scale, {size} mm a square</source>
        <translation>{map} · in scala da tavolo, {size} mm per casella</translation>
    </message>
    <message>
        <source>{map} · fitted to one page: {fitted} mm a square ({share} of {size} mm)</source>
        <translation>{map} · adattata a una pagina: {fitted} mm per casella ({share} di {size} mm)</translation>
    </message>
    <message>
        <source>DemLoc map</source>
        <translation>Mappa DemLoc</translation>
    </message>
    <message>
        <source>DemLoc map: {map}</source>
        <translation>Mappa DemLoc: {map}</translation>
    </message>
    <message>
        <source>cannot write {path}</source>
        <translation>impossibile scrivere {path}</translation>
    </message>
    <message>
        <source>cannot write page {page} of {path}</source>
        <translation>impossibile scrivere la pagina {page} di {path}</translation>
    </message>
    <message>
        <source>{paper} {orientation}</source>
        <translation>{paper} {orientation}</translation>
    </message>
    <message>
        <source>{pages}: the map fitted at {size} mm a square</source>
        <translation>{pages}: la mappa adattata a {size} mm per casella</translation>
    </message>
    <message>
        <source>{pages}: the map at {size} mm a square on {rows} × {columns} with {overlap} mm overlap</source>
        <translation>{pages}: la mappa a {size} mm per casella su {rows} × {columns} con {overlap} mm di sovrapposizione</translation>
    </message>
    <message>
        <source>{pages}, then the build guide</source>
        <translation>{pages}, poi la guida di costruzione</translation>
    </message>
</context>
<context>
    <name>board.files</name>
    <message>
        <source>DemLoc maps (*.json)</source>
        <translation>Mappe DemLoc (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>{map} has changes that are not saved. Save them first?</source>
        <translation>{map} ha modifiche non salvate. Salvarle prima?</translation>
    </message>
    <message>
        <source>{path}: cannot be read as a map: {error}</source>
        <translation>{path}: non leggibile come mappa: {error}</translation>
    </message>
</context>
<context>
    <name>board.heat</name>
    <message>
        <source>Each square: the chance an enemy kills them there</source>
        <translation>Ogni casella: la probabilità che un nemico lo uccida lì</translation>
    </message>
    <message>
        <source>Each square: the damage an enemy does them there</source>
        <translation>Ogni casella: i danni che un nemico gli fa lì</translation>
    </message>
</context>
<context>
    <name>board.items</name>
    <message>
        <source>{element} on {square}</source>
        <translation>{element} su {square}</translation>
    </message>
    <message>
        <source>{zone} deployment zone</source>
        <translation>zona di schieramento {zone}</translation>
    </message>
    <message>
        <source>objective token on {square}</source>
        <translation>segnalino obiettivo su {square}</translation>
    </message>
    <message>
        <source>relic token on {square}</source>
        <translation>segnalino reliquia su {square}</translation>
    </message>
</context>
<context>
    <name>board.legend</name>
    <message>
        <source>Control zone</source>
        <translation>Zona di controllo</translation>
    </message>
    <message>
        <source>First impact zone</source>
        <translation>Zona del primo impatto</translation>
    </message>
    <message>
        <source>Enemy threat</source>
        <translation>Minaccia nemica</translation>
    </message>
    <message>
        <source>Reach: cheap ... dear (figure: its cost)</source>
        <translation>Portata: poco costosa ... costosa (cifra: il suo costo)</translation>
    </message>
    <message>
        <source>Firing line: clear</source>
        <translation>Linea di tiro: libera</translation>
    </message>
    <message>
        <source>... partial cover (-n on the line)</source>
        <translation>... copertura parziale (-n sulla linea)</translation>
    </message>
    <message>
        <source>... blocked (dashed, X on the blocker)</source>
        <translation>... bloccata (tratteggiata, X sull&apos;ostacolo)</translation>
    </message>
    <message>
        <source>... out of range (dotted)</source>
        <translation>... fuori gittata (punteggiata)</translation>
    </message>
    <message>
        <source>... out of view (dash-dot)</source>
        <translation>... fuori vista (tratto-punto)</translation>
    </message>
    <message>
        <source>Engagement: engager -&gt; engaged</source>
        <translation>Ingaggio: chi ingaggia -&gt; ingaggiato</translation>
    </message>
    <message>
        <source>engaged in a fight (7.1.1)</source>
        <translation>ingaggiato in combattimento (7.1.1)</translation>
    </message>
    <message>
        <source>movement token exhausted: has moved this turn (7.2.1)</source>
        <translation>segnalino movimento esaurito: si è mosso in questo turno (7.2.1)</translation>
    </message>
    <message>
        <source>possessed (7.2.3)</source>
        <translation>posseduto (7.2.3)</translation>
    </message>
    <message>
        <source>bleeding (8.1)</source>
        <translation>sanguinante (8.1)</translation>
    </message>
    <message>
        <source>poisoned (8.1)</source>
        <translation>avvelenato (8.1)</translation>
    </message>
    <message>
        <source>keeps a daemon summoned (7.2.3.2)</source>
        <translation>mantiene evocato un demone (7.2.3.2)</translation>
    </message>
    <message>
        <source>objective token</source>
        <translation>segnalino obiettivo</translation>
    </message>
    <message>
        <source>relic token: one of them is the relic (5.7)</source>
        <translation>segnalino reliquia: uno di essi è la reliquia (5.7)</translation>
    </message>
    <message>
        <source>Legend: select a miniature to see its overlays</source>
        <translation>Legenda: seleziona una miniatura per vederne i livelli</translation>
    </message>
    <message>
        <source>Badges on a base</source>
        <translation>Indicatori su una basetta</translation>
    </message>
    <message>
        <source>{letter}: {meaning}</source>
        <translation>{letter}: {meaning}</translation>
    </message>
    <message>
        <source>Tokens on the board</source>
        <translation>Segnalini sul tabellone</translation>
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
        <translation>verticale</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>orizzontale</translation>
    </message>
    <message>
        <source>Table scale, over several pages to tape together</source>
        <translation>Scala da tavolo, su più pagine da unire col nastro</translation>
    </message>
    <message>
        <source>Fit the whole map to one page</source>
        <translation>Adatta l&apos;intera mappa a una pagina</translation>
    </message>
    <message>
        <source>row {row}, column {column} of {count} pages ({rows} × {columns}), page {page}</source>
        <translation>riga {row}, colonna {column} di {count} pagine ({rows} × {columns}), pagina {page}</translation>
    </message>
</context>
<context>
    <name>board.panel</name>
    <message>
        <source>{name} (range {range})</source>
        <translation>{name} (gittata {range})</translation>
    </message>
</context>
<context>
    <name>board.play_items</name>
    <message>
        <source>engaged</source>
        <translation>ingaggiato</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>esaurito</translation>
    </message>
    <message>
        <source>possessed</source>
        <translation>posseduto</translation>
    </message>
    <message>
        <source>bleeding</source>
        <translation>sanguinante</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>avvelenato</translation>
    </message>
    <message>
        <source>summoning</source>
        <translation>evoca</translation>
    </message>
    <message>
        <source>{name} on {square}, facing {side}</source>
        <translation>{name} su {square}, rivolto a {side}</translation>
    </message>
    <message>
        <source>{miniature} ({badges})</source>
        <translation>{miniature} ({badges})</translation>
    </message>
    <message>
        <source>Firing line to {target}: {why}</source>
        <translation>Linea di tiro verso {target}: {why}</translation>
    </message>
</context>
<context>
    <name>board.scene</name>
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
        <source>Tile outlines</source>
        <translation>Contorni delle tessere</translation>
    </message>
    <message>
        <source>Control zone</source>
        <translation>Zona di controllo</translation>
    </message>
    <message>
        <source>Movement range</source>
        <translation>Raggio di movimento</translation>
    </message>
    <message>
        <source>Firing lines</source>
        <translation>Linee di tiro</translation>
    </message>
    <message>
        <source>Engagements</source>
        <translation>Ingaggi</translation>
    </message>
    <message>
        <source>Enemy threat map</source>
        <translation>Mappa delle minacce nemiche</translation>
    </message>
    <message>
        <source>Out-of-control card</source>
        <translation>Carta fuori controllo</translation>
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
        <translation>Ricompense {guild_s} (6.4.1):</translation>
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
    <message>
        <source>kills</source>
        <translation>uccide</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>cuore</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nulla</translation>
    </message>
    <message>
        <source>Tap an attack: its chart and its rules</source>
        <translation>Tocca un attacco: il suo grafico e le sue regole</translation>
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
        <translation>Consigli per un&apos;azione</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Consigli</translation>
    </message>
    <message>
        <source>No card catalog: no hints.</source>
        <translation>Nessun catalogo delle carte: nessun consiglio.</translation>
    </message>
</context>
<context>
    <name>hints.work</name>
    <message>
        <source>The hints could not be worked out (see the log).</source>
        <translation>Impossibile calcolare i consigli (vedi il log).</translation>
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
    <name>photo.overlay</name>
    <message>
        <source>{base}: {square}, {sure} sure</source>
        <translation>{base}: {square}, sicuro al {sure}</translation>
    </message>
</context>
<context>
    <name>photo.work</name>
    <message>
        <source>{file}: the photo could not be read (see the log).</source>
        <translation>{file}: impossibile leggere la foto (vedi il log).</translation>
    </message>
</context>
<context>
    <name>reference.pages</name>
    <message>
        <source>The rules below stay in English in every language of the app: their words go with the rulebook&apos;s section numbers.</source>
        <translation>Le regole qui sotto restano in inglese in ogni lingua dell&apos;app: le loro parole vanno con i numeri di sezione del regolamento.</translation>
    </message>
    <message>
        <source>In this section:</source>
        <translation>In questa sezione:</translation>
    </message>
    <message>
        <source>Previous: {section}</source>
        <translation>Precedente: {section}</translation>
    </message>
    <message>
        <source>Next: {section}</source>
        <translation>Successiva: {section}</translation>
    </message>
    <message>
        <source>Cited in:</source>
        <translation>Citata in:</translation>
    </message>
    <message>
        <source>This ruling is kept in RULINGS.md, which this installation does not hold.</source>
        <translation>Questo chiarimento è in RULINGS.md, che questa installazione non contiene.</translation>
    </message>
    <message>
        <source>A ruling of the DemLoc Companion team (RULINGS.md), on {sections}: where the rulebook is unclear, the app does this.</source>
        <translation>Un chiarimento del team di DemLoc Companion (RULINGS.md), su {sections}: dove il regolamento non è chiaro, l&apos;app fa così.</translation>
    </message>
    <message>
        <source>Search: {words}</source>
        <translation>Cerca: {words}</translation>
    </message>
    <message>
        <source>{search} (without synonyms: {problem})</source>
        <translation>{search} (senza sinonimi: {problem})</translation>
    </message>
    <message>
        <source>&lt;h2&gt;No section holds “{words}”&lt;/h2&gt;&lt;p&gt;Try fewer words, or another word for the same thing.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Nessuna sezione contiene “{words}”&lt;/h2&gt;&lt;p&gt;Prova con meno parole, o con un&apos;altra parola per la stessa cosa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>“{word}” as {close}</source>
        <translation>“{word}” come {close}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Read {words}.</source>
        <translation>Leggi {words}.</translation>
    </message>
    <message>
        <source>No section holds every word of “{words}”: {found} hold some of them, the most first</source>
        <translation>Nessuna sezione contiene tutte le parole di “{words}”: {found} ne contengono alcune, prima le migliori</translation>
    </message>
    <message>
        <source>{found} hold “{words}”, best first</source>
        <translation>{found} contengono “{words}”, prima le migliori</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Riferimento regole</translation>
    </message>
    <message>
        <source>The whole game in our own words, with the rulebook&apos;s section numbers. Where the rulebook is unclear, a ruling of the team decides, linked as [R-n].</source>
        <translation>L&apos;intero gioco con parole nostre, con i numeri di sezione del regolamento. Dove il regolamento non è chiaro, decide un chiarimento del team, collegato come [R-n].</translation>
    </message>
</context>
<context>
    <name>resolution.report</name>
    <message>
        <source>The board at the mission&apos;s end, at table scale</source>
        <translation>Il tabellone alla fine della missione, in scala da tavolo</translation>
    </message>
    <message>
        <source>The board at the mission&apos;s end, {size} mm a square ({table} mm on the table)</source>
        <translation>Il tabellone alla fine della missione, {size} mm per casella ({table} mm sul tavolo)</translation>
    </message>
    <message>
        <source>DemLoc Companion · mission report · {mission} · page {page} of {pages}</source>
        <translation>DemLoc Companion · resoconto della missione · {mission} · pagina {page} di {pages}</translation>
    </message>
    <message>
        <source>DemLoc mission report: {mission}</source>
        <translation>Resoconto della missione DemLoc: {mission}</translation>
    </message>
    <message>
        <source>cannot write the mission report {path}</source>
        <translation>impossibile scrivere il resoconto della missione {path}</translation>
    </message>
    <message>
        <source>cannot write page {page} of the mission report {path}</source>
        <translation>impossibile scrivere la pagina {page} del resoconto della missione {path}</translation>
    </message>
    <message>
        <source>this mission&apos;s record keeps no report: it was played before the app kept them</source>
        <translation>la registrazione di questa missione non ha resoconto: è stata giocata prima che l&apos;app li conservasse</translation>
    </message>
    <message>
        <source>the mission&apos;s kept report cannot be read: {error}</source>
        <translation>il resoconto conservato della missione non è leggibile: {error}</translation>
    </message>
</context>
<context>
    <name>resolution.report_rows</name>
    <message>
        <source>a guild of this computer</source>
        <translation>una gilda di questo computer</translation>
    </message>
    <message>
        <source>a guest: brought on a guild file, results go home on the file (6.4)</source>
        <translation>un ospite: portata con un file di gilda, i risultati vanno a casa con il file (6.4)</translation>
    </message>
    <message>
        <source>Map not kept: this report was made from the guild&apos;s history, which keeps the results and the log but not the board.</source>
        <translation>Mappa non conservata: questo resoconto è stato creato dalla cronologia della gilda, che conserva i risultati e il diario ma non il tabellone.</translation>
    </message>
    <message>
        <source>Training mission: nothing was written into any guild. No fame, feods or items were won or lost, and every character goes home as they came (6.4, R-114).</source>
        <translation>Missione di addestramento: nulla è stato scritto in nessuna gilda. Nessuna fama, nessun feudo né oggetto è stato vinto o perso, e ogni personaggio torna a casa com&apos;era venuto (6.4, R-114).</translation>
    </message>
    <message>
        <source>Provisional: the injury table, the reward rules and the titles are the app&apos;s provisional data, not yet the rulebook&apos;s; check them against the rulebook when it gives them (6.4.1).</source>
        <translation>Provvisorio: la tabella delle ferite, le regole delle ricompense e i titoli sono dati provvisori dell&apos;app, non ancora del regolamento; verificali col regolamento quando li darà (6.4.1).</translation>
    </message>
    <message>
        <source>For the guild box (6.3): the cards in each binder should agree with the guild in the app once these results are in.</source>
        <translation>Per la scatola della gilda (6.3): le carte in ogni raccoglitore devono corrispondere alla gilda nell&apos;app una volta inseriti questi risultati.</translation>
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
        <source>dead</source>
        <translation>morto</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>fuggito</translation>
    </message>
    <message>
        <source>{change} fame</source>
        <translation>{change} fama</translation>
    </message>
    <message>
        <source>{change} feods</source>
        <translation>{change} feudi</translation>
    </message>
    <message>
        <source>{change} blood stones</source>
        <translation>{change} pietre di sangue</translation>
    </message>
    <message>
        <source>Total: {parts}</source>
        <translation>Totale: {parts}</translation>
    </message>
    <message>
        <source>item carried home: {why}</source>
        <translation>oggetto portato a casa: {why}</translation>
    </message>
    <message>
        <source>nothing won or lost</source>
        <translation>nulla vinto o perso</translation>
    </message>
    <message>
        <source>{name} ({kind}): {fate}</source>
        <translation>{name} ({kind}): {fate}</translation>
    </message>
    <message>
        <source>nothing: ready for the next mission</source>
        <translation>nulla: pronto per la prossima missione</translation>
    </message>
    <message>
        <source>nothing can bring them back</source>
        <translation>nulla può riportarlo indietro</translation>
    </message>
    <message>
        <source>needs: {needs}</source>
        <translation>serve: {needs}</translation>
    </message>
    <message>
        <source>deeds this mission: {deeds}</source>
        <translation>imprese in questa missione: {deeds}</translation>
    </message>
    <message>
        <source>title earned: {titles}</source>
        <translation>titolo ottenuto: {titles}</translation>
    </message>
    <message>
        <source>no characters</source>
        <translation>nessun personaggio</translation>
    </message>
    <message>
        <source>title earned by {card}: {titles}</source>
        <translation>titolo ottenuto da {card}: {titles}</translation>
    </message>
    <message>
        <source>The control spot at stake (6.4.1)</source>
        <translation>Il punto di controllo in palio (6.4.1)</translation>
    </message>
    <message>
        <source>Training mission: no control spot is at stake (6.4).</source>
        <translation>Missione di addestramento: nessun punto di controllo in palio (6.4).</translation>
    </message>
    <message>
        <source>None was at stake in this mission.</source>
        <translation>Nessuno era in palio in questa missione.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libero</translation>
    </message>
    <message>
        <source>held before: {guild}</source>
        <translation>tenuto prima: {guild}</translation>
    </message>
    <message>
        <source>held now: {guild}</source>
        <translation>tenuto ora: {guild}</translation>
    </message>
    <message>
        <source>what it gives: {effects}</source>
        <translation>cosa dà: {effects}</translation>
    </message>
    <message>
        <source>{miniature} on {square}</source>
        <translation>{miniature} su {square}</translation>
    </message>
    <message>
        <source>Standard mission</source>
        <translation>Missione standard</translation>
    </message>
    <message>
        <source>Training mission</source>
        <translation>Missione di addestramento</translation>
    </message>
    <message>
        <source>{mode} · {day} · mission {mission} · play {play}</source>
        <translation>{mode} · {day} · missione {mission} · partita {play}</translation>
    </message>
    <message>
        <source>Mission report: {mission}</source>
        <translation>Resoconto della missione: {mission}</translation>
    </message>
    <message>
        <source>On the board at the end: {miniatures}</source>
        <translation>Sul tabellone alla fine: {miniatures}</translation>
    </message>
    <message>
        <source>On the board at the end: no miniature</source>
        <translation>Sul tabellone alla fine: nessuna miniatura</translation>
    </message>
    <message>
        <source>The players</source>
        <translation>I giocatori</translation>
    </message>
    <message>
        <source>no players recorded</source>
        <translation>nessun giocatore registrato</translation>
    </message>
    <message>
        <source>The result (6.4.1)</source>
        <translation>Il risultato (6.4.1)</translation>
    </message>
    <message>
        <source>Winner: {guild}</source>
        <translation>Vincitore: {guild}</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Nessun vincitore</translation>
    </message>
    <message>
        <source>How: {how}</source>
        <translation>Come: {how}</translation>
    </message>
    <message>
        <source>The story: {story}</source>
        <translation>La storia: {story}</translation>
    </message>
    <message>
        <source>Rewards: fame, feods and items (6.4.1, 6.4.2)</source>
        <translation>Ricompense: fama, feudi e oggetti (6.4.1, 6.4.2)</translation>
    </message>
    <message>
        <source>Casualties: every character&apos;s fate (6.4.1, 7.2.3)</source>
        <translation>Perdite: la sorte di ogni personaggio (6.4.1, 7.2.3)</translation>
    </message>
    <message>
        <source>Injury rolls (d10, R-99): {rolls}</source>
        <translation>Tiri ferita (d10, R-99): {rolls}</translation>
    </message>
    <message>
        <source>no log kept</source>
        <translation>nessun diario conservato</translation>
    </message>
</context>
<context>
    <name>resolution.view</name>
    <message>
        <source>Write the results</source>
        <translation>Scrivi i risultati</translation>
    </message>
    <message>
        <source>Save {owner} results file</source>
        <translation>Salva il file dei risultati {owner}</translation>
    </message>
    <message>
        <source>DemLoc guild files (*.json)</source>
        <translation>File di gilda DemLoc (*.json)</translation>
    </message>
    <message>
        <source>Print the mission report</source>
        <translation>Stampa il resoconto della missione</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>resolution.words</name>
    <message>
        <source>Training mission: nothing is written to the guilds: no fame, no feods, no injuries, no control spot (6.4)</source>
        <translation>Missione di addestramento: nulla viene scritto nelle gilde: niente fama, niente feudi, niente ferite, nessun punto di controllo (6.4)</translation>
    </message>
    <message>
        <source>The followers hired and the auctions won in the set-up are paid here, a line each (R-130).</source>
        <translation>I seguaci ingaggiati e le aste vinte nella preparazione si pagano qui, una riga ciascuno (R-130).</translation>
    </message>
    <message>
        <source>In training: the hires are not charged (R-50, R-130); the lines below are what the mission would give, and nothing is paid or gained.</source>
        <translation>In addestramento: gli ingaggi non vengono addebitati (R-50, R-130); le righe qui sotto sono ciò che la missione darebbe, e nulla viene pagato o guadagnato.</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>Il vincitore</translation>
    </message>
    <message>
        <source>Fame and feods</source>
        <translation>Fama e feudi</translation>
    </message>
    <message>
        <source>Items earned</source>
        <translation>Oggetti ottenuti</translation>
    </message>
    <message>
        <source>The characters</source>
        <translation>I personaggi</translation>
    </message>
    <message>
        <source>The control spot</source>
        <translation>Il punto di controllo</translation>
    </message>
    <message>
        <source>The results</source>
        <translation>I risultati</translation>
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
        <source>dead</source>
        <translation>morto</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>fuggito</translation>
    </message>
    <message>
        <source>by the objective</source>
        <translation>per l&apos;obiettivo</translation>
    </message>
    <message>
        <source>by the control count</source>
        <translation>per il conteggio del controllo</translation>
    </message>
    <message>
        <source>by elimination</source>
        <translation>per eliminazione</translation>
    </message>
    <message>
        <source>by surrender</source>
        <translation>per resa</translation>
    </message>
    <message>
        <source>at the turn limit</source>
        <translation>al limite di turni</translation>
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
    <message>
        <source>{guild} ({colour}) wins {mission}, {how}</source>
        <translation>{guild} ({colour}) vince {mission}, {how}</translation>
    </message>
    <message>
        <source>{guild} ({colour}) wins {mission}</source>
        <translation>{guild} ({colour}) vince {mission}</translation>
    </message>
    <message>
        <source>No guild wins {mission}: a draw</source>
        <translation>Nessuna gilda vince {mission}: pareggio</translation>
    </message>
    <message>
        <source>In all: fame {fame}, feods {feods}, blood stones {stones}</source>
        <translation>In tutto: fama {fame}, feudi {feods}, pietre di sangue {stones}</translation>
    </message>
    <message>
        <source>In all: fame {fame}, feods {feods}</source>
        <translation>In tutto: fama {fame}, feudi {feods}</translation>
    </message>
    <message>
        <source>{question} Each guest takes their results home on a file: {guests}.</source>
        <translation>{question} Ogni ospite riporta a casa i suoi risultati con un file: {guests}.</translation>
    </message>
    <message>
        <source>{name} ({kind}): {fate}</source>
        <translation>{name} ({kind}): {fate}</translation>
    </message>
    <message>
        <source>At the table only: in training every character comes home unharmed (6.4)</source>
        <translation>Solo al tavolo: in addestramento ogni personaggio torna a casa illeso (6.4)</translation>
    </message>
    <message>
        <source>The mercenary stays in the dormitory, shown but never usable again: not in the individual game, not in a mission (6.4.1)</source>
        <translation>Il mercenario resta nel dormitorio, visibile ma mai più utilizzabile: né nel gioco individuale né in una missione (6.4.1)</translation>
    </message>
    <message>
        <source>Out of the game: a follower or a daemon is the mission&apos;s (R-101)</source>
        <translation>Fuori dal gioco: un seguace o un demone appartiene alla missione (R-101)</translation>
    </message>
    <message>
        <source>To be active again {name} needs: {needs} (6.4.1)</source>
        <translation>Per tornare attivo {name} ha bisogno di: {needs} (6.4.1)</translation>
    </message>
    <message>
        <source>Ready for the next mission</source>
        <translation>Pronto per la prossima missione</translation>
    </message>
    <message>
        <source>Deeds this mission: {deeds} (R-104)</source>
        <translation>Imprese in questa missione: {deeds} (R-104)</translation>
    </message>
    <message>
        <source>Title earned: {titles} (R-104, provisional)</source>
        <translation>Titolo ottenuto: {titles} (R-104, provvisorio)</translation>
    </message>
    <message>
        <source>No control spot was at stake in this mission (6.4.1).</source>
        <translation>Nessun punto di controllo era in palio in questa missione (6.4.1).</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libero</translation>
    </message>
    <message>
        <source>{spot}: {why}</source>
        <translation>{spot}: {why}</translation>
    </message>
    <message>
        <source>Its effects: {effects}</source>
        <translation>I suoi effetti: {effects}</translation>
    </message>
    <message>
        <source>Its effects: none listed</source>
        <translation>I suoi effetti: nessuno elencato</translation>
    </message>
    <message>
        <source>Held before: {before}. Held now: {after}.</source>
        <translation>Tenuto prima: {before}. Tenuto ora: {after}.</translation>
    </message>
    <message>
        <source>fame {change}</source>
        <translation>fama {change}</translation>
    </message>
    <message>
        <source>feods {change}</source>
        <translation>feudi {change}</translation>
    </message>
    <message>
        <source>blood stones {change}</source>
        <translation>pietre di sangue {change}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{spot} free on this computer&apos;s map ({holder} is a guest, R-108)</source>
        <translation>{spot} libero sulla mappa di questo computer ({holder} è un ospite, R-108)</translation>
    </message>
    <message>
        <source>{spot} to {holder}</source>
        <translation>{spot} passa a {holder}</translation>
    </message>
    <message>
        <source>{name}&apos;</source>
        <translation>di {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s</source>
        <translation>di {name}</translation>
    </message>
    <message>
        <source>no guild of this computer changes</source>
        <translation>nessuna gilda di questo computer cambia</translation>
    </message>
    <message>
        <source>Write the results? This cannot be undone from the app: {changes}.</source>
        <translation>Scrivere i risultati? Dall&apos;app non si potrà annullare: {changes}.</translation>
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
    <name>tracker.actions</name>
    <message>
        <source>Damage</source>
        <translation>Danno</translation>
    </message>
    <message>
        <source>Damage +1 (D)</source>
        <translation>Danno +1 (D)</translation>
    </message>
    <message>
        <source>Hit to life +1 (H)</source>
        <translation>Alla vita +1 (H)</translation>
    </message>
    <message>
        <source>Mana white</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Mana black</source>
        <translation>Mana nero</translation>
    </message>
    <message>
        <source>Seals</source>
        <translation>Sigilli</translation>
    </message>
    <message>
        <source>Bleeding</source>
        <translation>Emorragia</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Veleno</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armatura</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cuori</translation>
    </message>
    <message>
        <source>Bleed</source>
        <translation>Sangue</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <source>Life +1 (H)</source>
        <translation>Vita +1 (H)</translation>
    </message>
    <message>
        <source>Mana summon</source>
        <translation>Mana evocazione</translation>
    </message>
    <message>
        <source>A broken armour token (6.4.2, 7.3.2.2)</source>
        <translation>Un segnalino armatura spezzata (6.4.2, 7.3.2.2)</translation>
    </message>
    <message>
        <source>A broken armour token taken off: only those on the card (6.4.2)</source>
        <translation>Tolto un segnalino armatura spezzata: solo quelli sulla carta (6.4.2)</translation>
    </message>
    <message>
        <source>A broken heart token; the last one kills (6.4.2, 7.3.2.2)</source>
        <translation>Un segnalino cuore spezzato; l&apos;ultimo uccide (6.4.2, 7.3.2.2)</translation>
    </message>
    <message>
        <source>A broken heart token taken off: only those on the card (6.4.2)</source>
        <translation>Tolto un segnalino cuore spezzato: solo quelli sulla carta (6.4.2)</translation>
    </message>
    <message>
        <source>Generic damage: the armour takes it first (6.4.2). Key: D</source>
        <translation>Danno generico: lo prende prima l&apos;armatura (6.4.2). Tasto: D</translation>
    </message>
    <message>
        <source>A hit straight to life, past the armour (6.4.2). Key: H</source>
        <translation>Un colpo diretto alla vita, oltre l&apos;armatura (6.4.2). Tasto: H</translation>
    </message>
    <message>
        <source>A broken seal; one past the limit the app marks the character possessed (6.4.2, 7.2.3, R-33). Key: S</source>
        <translation>Un sigillo spezzato; uno oltre il limite e l&apos;app segna il personaggio come posseduto (6.4.2, 7.2.3, R-33). Tasto: S</translation>
    </message>
    <message>
        <source>One white (common) mana cube channelled onto the character (6.4.2, 7.2.3)</source>
        <translation>Un cubetto di mana bianco (comune) canalizzato sul personaggio (6.4.2, 7.2.3)</translation>
    </message>
    <message>
        <source>One white mana cube spent or taken off: only cubes held (6.4.2, 7.2.3)</source>
        <translation>Un cubetto di mana bianco speso o tolto: solo i cubetti posseduti (6.4.2, 7.2.3)</translation>
    </message>
    <message>
        <source>One black (dark) mana cube channelled onto the character (6.4.2, 7.2.3)</source>
        <translation>Un cubetto di mana nero (oscuro) canalizzato sul personaggio (6.4.2, 7.2.3)</translation>
    </message>
    <message>
        <source>One black mana cube spent or taken off: only cubes held (6.4.2, 7.2.3)</source>
        <translation>Un cubetto di mana nero speso o tolto: solo i cubetti posseduti (6.4.2, 7.2.3)</translation>
    </message>
    <message>
        <source>A bleeding token: a hit straight to life each turn start (6.4.2, 8.1, R-137). Key: B; given in an enemy&apos;s go, a death by it is that enemy&apos;s kill (R-77)</source>
        <translation>Un segnalino emorragia: un colpo diretto alla vita a ogni inizio turno (6.4.2, 8.1, R-137). Tasto: B; se dato nel turno di un nemico, una morte per esso è un&apos;uccisione di quel nemico (R-77)</translation>
    </message>
    <message>
        <source>A poison token: one more at each turn&apos;s end (6.4.2, 8.1). Key: V; given in an enemy&apos;s go, a death by it is that enemy&apos;s kill (R-77)</source>
        <translation>Un segnalino veleno: uno in più alla fine di ogni turno (6.4.2, 8.1). Tasto: V; se dato nel turno di un nemico, una morte per esso è un&apos;uccisione di quel nemico (R-77)</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>Stordito</translation>
    </message>
    <message>
        <source>Possessed</source>
        <translation>Posseduto</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>Esaurito</translation>
    </message>
    <message>
        <source>Tap a character on the board or a card (Tab or N: the next one)</source>
        <translation>Tocca un personaggio sul tabellone o una carta (Tab o N: il successivo)</translation>
    </message>
    <message>
        <source>select a character first: tap the miniature on the board or the card (Tab/N)</source>
        <translation>seleziona prima un personaggio: tocca la miniatura sul tabellone o la carta (Tab/N)</translation>
    </message>
    <message>
        <source>Activate FURY: for two turns the results of the character&apos;s fighting dice count double (bonuses and penalties are not doubled), and a broken heart comes at the end of each of those turns; paid in fate points (5.1.1, 8.4). Undo takes it back.</source>
        <translation>Attiva FURY: per due turni i risultati dei dadi di combattimento del personaggio contano doppio (bonus e penalità non raddoppiano), e un cuore spezzato arriva alla fine di ciascuno di quei turni; si paga in punti fato (5.1.1, 8.4). Annulla la riporta indietro.</translation>
    </message>
    <message>
        <source>Move (M)</source>
        <translation>Muovi (M)</translation>
    </message>
    <message>
        <source>Declare a move: tap or drag to the square, see the path and its cost, confirm (7.2.1, 7.3.1). Key: M</source>
        <translation>Dichiara un movimento: tocca o trascina fino alla casella, guarda il percorso e il suo costo, conferma (7.2.1, 7.3.1). Tasto: M</translation>
    </message>
    <message>
        <source>Attack (A)</source>
        <translation>Attacca (A)</translation>
    </message>
    <message>
        <source>Declare a hand-to-hand attack: tap the character engaged, see the odds (7.3.2). Key: A</source>
        <translation>Dichiara un attacco corpo a corpo: tocca il personaggio ingaggiato, guarda le probabilità (7.3.2). Tasto: A</translation>
    </message>
    <message>
        <source>Destroy…</source>
        <translation>Distruggi…</translation>
    </message>
    <message>
        <source>Destroy a barrel or fence in the control zone: tap it, see the odds (7.3.2.2)</source>
        <translation>Distruggi un barile o uno steccato nella zona di controllo: toccalo, guarda le probabilità (7.3.2.2)</translation>
    </message>
    <message>
        <source>Cast (C)</source>
        <translation>Lancia (C)</translation>
    </message>
    <message>
        <source>Use an arcane power: tap the target, choose the code and power (7.2.3.1). Key: C</source>
        <translation>Usa un potere arcano: tocca il bersaglio, scegli codice e potere (7.2.3.1). Tasto: C</translation>
    </message>
    <message>
        <source>Channel (G)</source>
        <translation>Canalizza (G)</translation>
    </message>
    <message>
        <source>Roll arcane dice for mana: the odds of broken seals first (7.2.3). Key: G</source>
        <translation>Tira i dadi arcani per il mana: prima le probabilità di sigilli spezzati (7.2.3). Tasto: G</translation>
    </message>
    <message>
        <source>Summon (mana)</source>
        <translation>Evoca (mana)</translation>
    </message>
    <message>
        <source>Summon paid in channelled mana: tap a square next to the summoner, see the draw (7.2.3.2)</source>
        <translation>Evocazione pagata con mana canalizzato: tocca una casella accanto all&apos;evocatore, guarda la pesca (7.2.3.2)</translation>
    </message>
    <message>
        <source>Arcane (R)</source>
        <translation>Arcano (R)</translation>
    </message>
    <message>
        <source>Free a possessed character or cancel an effect token: tap whom (7.2.3.5). Key: R</source>
        <translation>Libera un personaggio posseduto o annulla un segnalino effetto: tocca chi (7.2.3.5). Tasto: R</translation>
    </message>
    <message>
        <source>Pentacle</source>
        <translation>Pentacolo</translation>
    </message>
    <message>
        <source>The HIT or ARCANE HIT pentacle strikes every character in contact: see the damage each takes, then confirm (8.3)</source>
        <translation>Il pentacolo HIT o ARCANE HIT colpisce ogni personaggio a contatto: guarda il danno che subisce ciascuno, poi conferma (8.3)</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Raccogli</translation>
    </message>
    <message>
        <source>Pick up the object on the square (7.2.1)</source>
        <translation>Raccogli l&apos;oggetto sulla casella (7.2.1)</translation>
    </message>
    <message>
        <source>Put down</source>
        <translation>Posa</translation>
    </message>
    <message>
        <source>Put down the object carried (7.2.1)</source>
        <translation>Posa l&apos;oggetto trasportato (7.2.1)</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Fuga</translation>
    </message>
    <message>
        <source>Escape through its own deployment area (7.2.1)</source>
        <translation>Fuggi attraverso la propria zona di schieramento (7.2.1)</translation>
    </message>
</context>
<context>
    <name>tracker.announce</name>
    <message>
        <source>VIGOR and WEAKNESS cubes off (8.2)</source>
        <translation>Cubetti VIGOR e WEAKNESS tolti (8.2)</translation>
    </message>
    <message>
        <source>poison grows to {tokens} (8.1, 8.2)</source>
        <translation>il veleno sale a {tokens} (8.1, 8.2)</translation>
    </message>
    <message>
        <source>FURY costs a heart, {what} (8.4), dies</source>
        <translation>FURY costa un cuore, {what} (8.4), muore</translation>
    </message>
    <message>
        <source>FURY costs a heart, {what} (8.4)</source>
        <translation>FURY costa un cuore, {what} (8.4)</translation>
    </message>
    <message>
        <source>possessed: {what} (7.2.3), dies</source>
        <translation>posseduto: {what} (7.2.3), muore</translation>
    </message>
    <message>
        <source>possessed: {what} (7.2.3); walks by the out-of-control card (5.6)</source>
        <translation>posseduto: {what} (7.2.3); si muove secondo la carta fuori controllo (5.6)</translation>
    </message>
    <message>
        <source>leaves the game: {why} (7.2.3.3)</source>
        <translation>lascia il gioco: {why} (7.2.3.3)</translation>
    </message>
    <message>
        <source>out-of-control card: d10 {roll} (5.6)</source>
        <translation>carta fuori controllo: d10 {roll} (5.6)</translation>
    </message>
    <message>
        <source>their death counts for {player} (R-74)</source>
        <translation>la sua morte conta per {player} (R-74)</translation>
    </message>
    <message>
        <source>dies of poison (8.1, 8.2)</source>
        <translation>muore di veleno (8.1, 8.2)</translation>
    </message>
    <message>
        <source>walked by the out-of-control card to {square} (d10 {roll}; 5.6, 7.2.3)</source>
        <translation>mosso dalla carta fuori controllo su {square} (d10 {roll}; 5.6, 7.2.3)</translation>
    </message>
    <message>
        <source>ran off the board by the out-of-control card (d10 {roll}): out of the game (7.2.3)</source>
        <translation>uscito dal tabellone per la carta fuori controllo (d10 {roll}): fuori dal gioco (7.2.3)</translation>
    </message>
    <message>
        <source>engaged: the out-of-control card does not move them (7.2.3)</source>
        <translation>ingaggiato: la carta fuori controllo non lo muove (7.2.3)</translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1)</source>
        <translation>sanguina {hits}, direttamente alla vita (8.1)</translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1), dies</source>
        <translation>sanguina {hits}, direttamente alla vita (8.1), muore</translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1): no heart left to break, nothing changes (7.2.3)</source>
        <translation>sanguina {hits}, direttamente alla vita (8.1): nessun cuore da spezzare, nulla cambia (7.2.3)</translation>
    </message>
    <message>
        <source>bleeds {hits}, straight to life (8.1), dies: no heart left to break, nothing changes (7.2.3)</source>
        <translation>sanguina {hits}, direttamente alla vita (8.1), muore: nessun cuore da spezzare, nulla cambia (7.2.3)</translation>
    </message>
    <message>
        <source>Wave {number} enters (6.4.1)</source>
        <translation>Entra l&apos;ondata {number} (6.4.1)</translation>
    </message>
    <message>
        <source>{wave}: {text}</source>
        <translation>{wave}: {text}</translation>
    </message>
    <message>
        <source>{wave} No character was kept aside for it: no one to place.</source>
        <translation>{wave} Nessun personaggio era tenuto da parte per essa: nessuno da piazzare.</translation>
    </message>
    <message>
        <source>the app counts, at the end of each turn, the turns one guild controls {area}; {turns} such turns win; the table may say who controls it (6.4.2)</source>
        <translation>l&apos;app conta, alla fine di ogni turno, i turni in cui una gilda controlla {area}; {turns} di questi turni vincono; il tavolo può dire chi la controlla (6.4.2)</translation>
    </message>
    <message>
        <source>checked at the end of each turn: a mercenary carrying the true relic in their guild&apos;s deployment zone wins (5.7, 7.3.2.3)</source>
        <translation>verificato alla fine di ogni turno: vince un mercenario che porta la vera reliquia nella zona di schieramento della sua gilda (5.7, 7.3.2.3)</translation>
    </message>
    <message>
        <source>checked at the end of each turn: the last guild with characters in play wins (7.3.2.3)</source>
        <translation>verificato alla fine di ogni turno: vince l&apos;ultima gilda con personaggi in gioco (7.3.2.3)</translation>
    </message>
    <message>
        <source>checked at the end of each turn: the dignitary standing on {area} wins for their escorting guild (6.4.2, 7.3.2.3)</source>
        <translation>verificato alla fine di ogni turno: il dignitario che sta su {area} vince per la gilda che lo scorta (6.4.2, 7.3.2.3)</translation>
    </message>
    <message>
        <source>checked at the end of each turn: the first guild to destroy {count} {element} elements wins (7.3.2.3)</source>
        <translation>verificato alla fine di ogni turno: vince la prima gilda che distrugge {count} elementi {element} (7.3.2.3)</translation>
    </message>
    <message>
        <source>counted by the mission&apos;s scoring table all along; the one leader when the last turn ends wins (7.3.2.3)</source>
        <translation>contato per tutta la partita dalla tabella punti della missione; vince chi è l&apos;unico in testa alla fine dell&apos;ultimo turno (7.3.2.3)</translation>
    </message>
</context>
<context>
    <name>tracker.assist_options</name>
    <message>
        <source>free</source>
        <translation>libero</translation>
    </message>
    <message>
        <source>cancel</source>
        <translation>annulla</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianco</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
    </message>
</context>
<context>
    <name>tracker.assist_plans</name>
    <message>
        <source>{test} ({ability}) on a d6</source>
        <translation>{test} ({ability}) su un d6</translation>
    </message>
    <message>
        <source>{test} +{penalty} on the die</source>
        <translation>{test} +{penalty} sul dado</translation>
    </message>
    <message>
        <source>{test}: passes {passes}, fails {fails}</source>
        <translation>{test}: riesce {passes}, fallisce {fails}</translation>
    </message>
    <message>
        <source>{test}, {fate} fate points −{fate} (7.2.1)</source>
        <translation>{test}, {fate} punti fato −{fate} (7.2.1)</translation>
    </message>
    <message>
        <source>{error} ({rule})</source>
        <translation>{error} ({rule})</translation>
    </message>
    <message>
        <source>{error} (7.3.1: an engaging move ends engaging an enemy)</source>
        <translation>{error} (7.3.1: un movimento di ingaggio termina ingaggiando un nemico)</translation>
    </message>
    <message>
        <source>{name} cannot reach {square} facing {side} this move (7.2.1)</source>
        <translation>{name} non può raggiungere {square} rivolto a {side} con questo movimento (7.2.1)</translation>
    </message>
    <message>
        <source>free movement</source>
        <translation>movimento libero</translation>
    </message>
    <message>
        <source>evasive movement</source>
        <translation>movimento evasivo</translation>
    </message>
    <message>
        <source>engaging movement</source>
        <translation>movimento di ingaggio</translation>
    </message>
    <message>
        <source>{name}: {movement} ({rule}) to {square} facing {side}</source>
        <translation>{name}: {movement} ({rule}) su {square} rivolto a {side}</translation>
    </message>
    <message>
        <source>Path {path}: {cost} of {movement} movement points; spending them exhausts the movement token (7.2.1)</source>
        <translation>Percorso {path}: {cost} di {movement} punti movimento; spenderli esaurisce il segnalino movimento (7.2.1)</translation>
    </message>
    <message>
        <source>Path {path}: {cost} of {movement} movement points, nothing spent</source>
        <translation>Percorso {path}: {cost} di {movement} punti movimento, nulla speso</translation>
    </message>
    <message>
        <source>Engaged: first an evasive test, {test}; failed, the miniature stays where it is (7.2.1)</source>
        <translation>Ingaggiato: prima un test evasivo, {test}; se fallisce, la miniatura resta dov&apos;è (7.2.1)</translation>
    </message>
    <message>
        <source>hand-to-hand</source>
        <translation>corpo a corpo</translation>
    </message>
    <message>
        <source>evasive test</source>
        <translation>test evasivo</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{damage} damage {odds}</source>
        <translation>{damage} danni {odds}</translation>
    </message>
    <message>
        <source>Ranged test {ability} on a d6</source>
        <translation>Test a distanza {ability} su un d6</translation>
    </message>
    <message>
        <source>Passed, {fighting} fighting + {enhanced} enhanced dice: no effect {miss}, armour hit {armour}</source>
        <translation>Riuscito, {fighting} dadi di combattimento + {enhanced} potenziati: nessun effetto {miss}, armatura colpita {armour}</translation>
    </message>
    <message>
        <source>{odds}, wound: {wounds}</source>
        <translation>{odds}, ferita: {wounds}</translation>
    </message>
    <message>
        <source>Armour {armour}, impact resistance {impact}</source>
        <translation>Armatura {armour}, resistenza agli urti {impact}</translation>
    </message>
    <message>
        <source>{armour}; modifiers: {modifiers}</source>
        <translation>{armour}; modificatori: {modifiers}</translation>
    </message>
    <message>
        <source>{shooter} shoots {target} with {weapon}: {line}</source>
        <translation>{shooter} tira su {target} con {weapon}: {line}</translation>
    </message>
    <message>
        <source>{test}: passes {passes}; failed, a stray shot by the out-of-control card&apos;s d10 (7.2.2.2, 5.6; 10 rolls again): {stray}</source>
        <translation>{test}: riesce {passes}; se fallisce, un tiro vagante secondo il d10 della carta fuori controllo (7.2.2.2, 5.6; con 10 si ritira): {stray}</translation>
    </message>
    <message>
        <source>ranged test</source>
        <translation>test a distanza</translation>
    </message>
    <message>
        <source>stray shot, if the test fails</source>
        <translation>tiro vagante, se il test fallisce</translation>
    </message>
    <message>
        <source>fighting</source>
        <translation>combattimento</translation>
    </message>
    <message>
        <source>enhanced</source>
        <translation>potenziati</translation>
    </message>
    <message>
        <source>{name} channels {count} arcane dice (7.2.3): on average {white} white and {black} black mana</source>
        <translation>{name} canalizza {count} dadi arcani (7.2.3): in media {white} mana bianco e {black} nero</translation>
    </message>
    <message>
        <source>Broken seals: {odds}</source>
        <translation>Sigilli spezzati: {odds}</translation>
    </message>
    <message>
        <source>Seals {seals} of {limit}: possessed {odds} (past the limit, 7.2.3); a seal&apos;s die leaves the game</source>
        <translation>Sigilli {seals} di {limit}: posseduto {odds} (oltre il limite, 7.2.3); il dado di un sigillo esce dal gioco</translation>
    </message>
    <message>
        <source>arcane</source>
        <translation>arcano</translation>
    </message>
    <message>
        <source>Arcane power (7.2.3.1): {what}</source>
        <translation>Potere arcano (7.2.3.1): {what}</translation>
    </message>
    <message>
        <source>{name} defends with an arcane test, paid in {mana} mana (7.2.3.5): {test}; passed, the power does nothing</source>
        <translation>{name} si difende con un test arcano, pagato in mana {mana} (7.2.3.5): {test}; se riesce, il potere non ha effetto</translation>
    </message>
    <message>
        <source>defence test</source>
        <translation>test di difesa</translation>
    </message>
    <message>
        <source>to free {name} from possession</source>
        <translation>per liberare {name} dalla possessione</translation>
    </message>
    <message>
        <source>to cancel an arcane effect token on {name} (R-35)</source>
        <translation>per annullare un segnalino effetto arcano su {name} (R-35)</translation>
    </message>
    <message>
        <source>{name}&apos;s arcane test {aim} (7.2.3.5), paid with one {mana} mana (R-36)
{test}</source>
        <translation>Test arcano di {name} {aim} (7.2.3.5), pagato con un mana {mana} (R-36)
{test}</translation>
    </message>
    <message>
        <source>arcane test</source>
        <translation>test arcano</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianco</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <source>{side}: {fighting} fighting + {enhanced} enhanced dice</source>
        <translation>{side}: {fighting} dadi di combattimento + {enhanced} potenziati</translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} (7.3.2) in the first impact zone: only defends (7.3.1)</source>
        <translation>{attacker} attacca {defender} (7.3.2) nella zona del primo impatto: si limita a difendersi (7.3.1)</translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} (7.3.2)</source>
        <translation>{attacker} attacca {defender} (7.3.2)</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Difesa</translation>
    </message>
    <message>
        <source>Difference (attack − defence): {odds}</source>
        <translation>Differenza (attacco − difesa): {odds}</translation>
    </message>
    <message>
        <source>Damage to {defender}: {odds}; broken heart {heart} (7.3.2.2)</source>
        <translation>Danno a {defender}: {odds}; cuore spezzato {heart} (7.3.2.2)</translation>
    </message>
    <message>
        <source>Damage to {attacker}: {odds}</source>
        <translation>Danno a {attacker}: {odds}</translation>
    </message>
    <message>
        <source>attack fighting</source>
        <translation>combattimento in attacco</translation>
    </message>
    <message>
        <source>attack enhanced</source>
        <translation>potenziati in attacco</translation>
    </message>
    <message>
        <source>defence fighting</source>
        <translation>combattimento in difesa</translation>
    </message>
    <message>
        <source>defence enhanced</source>
        <translation>potenziati in difesa</translation>
    </message>
    <message>
        <source>{name} destroys the element at {square} instead of attacking (7.3.2.2): {test}</source>
        <translation>{name} distrugge l&apos;elemento in {square} invece di attaccare (7.3.2.2): {test}</translation>
    </message>
    <message>
        <source>hand-to-hand test</source>
        <translation>test di corpo a corpo</translation>
    </message>
    <message>
        <source>Summoning (7.2.3.2), paid in channelled mana: {what}
The draw from the pantheon: {odds}</source>
        <translation>Evocazione (7.2.3.2), pagata con mana canalizzato: {what}
La pesca dal pantheon: {odds}</translation>
    </message>
    <message>
        <source>{summoning}. Use faces: the card drawn at the table</source>
        <translation>{summoning}. Usa le facce: la carta pescata al tavolo</translation>
    </message>
    <message>
        <source>armour damage</source>
        <translation>danno all&apos;armatura</translation>
    </message>
    <message>
        <source>broken armour</source>
        <translation>armatura spezzata</translation>
    </message>
    <message>
        <source>hit damage</source>
        <translation>danno al fattore colpo</translation>
    </message>
    <message>
        <source>broken hearts</source>
        <translation>cuori spezzati</translation>
    </message>
    <message>
        <source>dies</source>
        <translation>muore</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>nessun cambiamento</translation>
    </message>
    <message>
        <source>armour first</source>
        <translation>prima l&apos;armatura</translation>
    </message>
    <message>
        <source>straight to life</source>
        <translation>direttamente alla vita</translation>
    </message>
    <message>
        <source>{name}&apos;s pentacle strikes (8.3): {strikes} on each character in contact, friend or foe</source>
        <translation>Il pentacolo di {name} colpisce (8.3): {strikes} su ogni personaggio a contatto, amico o nemico</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>Nobody is in contact: it strikes no one</source>
        <translation>Nessuno è a contatto: non colpisce nessuno</translation>
    </message>
    <message>
        <source>No dice: Confirm applies it</source>
        <translation>Nessun dado: Conferma lo applica</translation>
    </message>
    <message>
        <source>{what} ({rule}). No dice: Confirm applies it</source>
        <translation>{what} ({rule}). Nessun dado: Conferma lo applica</translation>
    </message>
    <message>
        <source>7.2.1: it ends the move, costs a point, no shot or power this turn</source>
        <translation>7.2.1: termina il movimento, costa un punto, nessun tiro né potere in questo turno</translation>
    </message>
    <message>
        <source>7.2.1: out through its own deployment area, out of the game</source>
        <translation>7.2.1: esce dalla propria zona di schieramento, fuori dal gioco</translation>
    </message>
    <message>
        <source>{action}: cannot be declared so ({error})</source>
        <translation>{action}: non si può dichiarare così ({error})</translation>
    </message>
</context>
<context>
    <name>tracker.assisted</name>
    <message>
        <source>Move: tap the square to end on, or drag the miniature (7.2.1, 7.3.1)</source>
        <translation>Muovi: tocca la casella d&apos;arrivo, o trascina la miniatura (7.2.1, 7.3.1)</translation>
    </message>
    <message>
        <source>Shoot: tap the target on the board (7.2.2)</source>
        <translation>Tiro: tocca il bersaglio sul tabellone (7.2.2)</translation>
    </message>
    <message>
        <source>Cast: tap the target on the board, the caster for a power on self (7.2.3.1)</source>
        <translation>Lancia: tocca il bersaglio sul tabellone, l&apos;incantatore per un potere su di sé (7.2.3.1)</translation>
    </message>
    <message>
        <source>Summon: tap a free square next to the summoner (7.2.3.2)</source>
        <translation>Evoca: tocca una casella libera accanto all&apos;evocatore (7.2.3.2)</translation>
    </message>
    <message>
        <source>Arcane test: tap whom it is for, the tester too (7.2.3.5)</source>
        <translation>Test arcano: tocca per chi è, anche chi lo fa (7.2.3.5)</translation>
    </message>
    <message>
        <source>Attack: tap the character engaged (7.3.2)</source>
        <translation>Attacca: tocca il personaggio ingaggiato (7.3.2)</translation>
    </message>
    <message>
        <source>Destroy: tap the barrel or fence in the control zone (7.3.2.2)</source>
        <translation>Distruggi: tocca il barile o lo steccato nella zona di controllo (7.3.2.2)</translation>
    </message>
    <message>
        <source>Channel (7.2.3)</source>
        <translation>Canalizza (7.2.3)</translation>
    </message>
    <message>
        <source>Pick up the object on the square (7.2.1)</source>
        <translation>Raccogli l&apos;oggetto sulla casella (7.2.1)</translation>
    </message>
    <message>
        <source>Put down the object carried (7.2.1)</source>
        <translation>Posa l&apos;oggetto trasportato (7.2.1)</translation>
    </message>
    <message>
        <source>Escape through its own deployment area (7.2.1)</source>
        <translation>Fuggi attraverso la propria zona di schieramento (7.2.1)</translation>
    </message>
    <message>
        <source>Pentacle: it strikes every character in contact (8.3)</source>
        <translation>Pentacolo: colpisce ogni personaggio a contatto (8.3)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Muovi</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacca</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lancia</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Canalizza</translation>
    </message>
    <message>
        <source>Arcane test</source>
        <translation>Test arcano</translation>
    </message>
    <message>
        <source>App rolls</source>
        <translation>Tira l&apos;app</translation>
    </message>
    <message>
        <source>Use faces</source>
        <translation>Usa le facce</translation>
    </message>
    <message>
        <source>Cancel the declaration</source>
        <translation>Annulla la dichiarazione</translation>
    </message>
</context>
<context>
    <name>tracker.board</name>
    <message>
        <source>OBJECTIVE</source>
        <translation>OBIETTIVO</translation>
    </message>
</context>
<context>
    <name>tracker.cards</name>
    <message>
        <source>DEAD</source>
        <translation>MORTO</translation>
    </message>
    <message>
        <source>replaced by {guild}&apos;s daemon (7.2.3.2)</source>
        <translation>sostituito dal demone di {guild} (7.2.3.2)</translation>
    </message>
    <message>
        <source>ESCAPED</source>
        <translation>FUGGITO</translation>
    </message>
    <message>
        <source>POSSESSED</source>
        <translation>POSSEDUTO</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>stordito</translation>
    </message>
    <message>
        <source>bleeding {count}</source>
        <translation>emorragia {count}</translation>
    </message>
    <message>
        <source>poison {count}</source>
        <translation>veleno {count}</translation>
    </message>
    <message>
        <source>summoning (a daemon in play)</source>
        <translation>evoca (un demone in gioco)</translation>
    </message>
    <message>
        <source>daemon of {name}</source>
        <translation>demone di {name}</translation>
    </message>
    <message>
        <source>a daemon</source>
        <translation>un demone</translation>
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
        <translation>Armatura: {tokens}/{most} spezzati, danni {damage}/{armour}</translation>
    </message>
    <message>
        <source>Hearts: {tokens}/{most} broken, damage {damage}/{hit}</source>
        <translation>Cuori: {tokens}/{most} spezzati, danni {damage}/{hit}</translation>
    </message>
    <message>
        <source>Seals {seals}/{limit}</source>
        <translation>Sigilli {seals}/{limit}</translation>
    </message>
    <message>
        <source>Movement token {token}</source>
        <translation>Segnalino movimento {token}</translation>
    </message>
    <message>
        <source>Mana: {white} white, {black} black</source>
        <translation>Mana: {white} bianco, {black} nero</translation>
    </message>
    <message>
        <source>Carries: {objects}</source>
        <translation>Porta: {objects}</translation>
    </message>
    <message>
        <source>Armour {pips}</source>
        <translation>Armatura {pips}</translation>
    </message>
    <message>
        <source>Armour {pips} (damage {done}/{of})</source>
        <translation>Armatura {pips} (danni {done}/{of})</translation>
    </message>
    <message>
        <source>Hearts {pips}</source>
        <translation>Cuori {pips}</translation>
    </message>
    <message>
        <source>Hearts {pips} (damage {done}/{of})</source>
        <translation>Cuori {pips} (danni {done}/{of})</translation>
    </message>
    <message>
        <source>seals {count}</source>
        <translation>sigilli {count}</translation>
    </message>
    <message>
        <source>Out of control: {effect}</source>
        <translation>Fuori controllo: {effect}</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>esaurito</translation>
    </message>
    <message>
        <source>active</source>
        <translation>attivo</translation>
    </message>
    <message>
        <source>Effects: {effects}</source>
        <translation>Effetti: {effects}</translation>
    </message>
    <message>
        <source>Weapons: {weapons}</source>
        <translation>Armi: {weapons}</translation>
    </message>
    <message>
        <source>Codes: {codes}</source>
        <translation>Codici: {codes}</translation>
    </message>
    <message>
        <source>damage {damage}</source>
        <translation>danno {damage}</translation>
    </message>
    <message>
        <source>{weapon}, range {range}, shot {shot}</source>
        <translation>{weapon}, gittata {range}, tiro {shot}</translation>
    </message>
    <message>
        <source>Kills: {count} ({kinds})</source>
        <translation>Uccisioni: {count} ({kinds})</translation>
    </message>
</context>
<context>
    <name>tracker.help</name>
    <message>
        <source>{words} on {name}&apos;s card</source>
        <translation>{words} sulla carta di {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s keywords</source>
        <translation>Parole chiave di {name}</translation>
    </message>
    <message>
        <source>the action declared</source>
        <translation>l&apos;azione dichiarata</translation>
    </message>
    <message>
        <source>before turn 1</source>
        <translation>prima del turno 1</translation>
    </message>
    <message>
        <source>{phase} phase: {sub_phase}</source>
        <translation>fase {phase}: {sub_phase}</translation>
    </message>
    <message>
        <source>the phase: {phase}</source>
        <translation>la fase: {phase}</translation>
    </message>
    <message>
        <source>the tracker</source>
        <translation>il tracker</translation>
    </message>
</context>
<context>
    <name>tracker.history</name>
    <message>
        <source>{who}: {amount} damage to life</source>
        <translation>{who}: {amount} danni alla vita</translation>
    </message>
    <message>
        <source>{who}: {amount} damage</source>
        <translation>{who}: {amount} danni</translation>
    </message>
    <message>
        <source>broken armour {change}</source>
        <translation>armatura spezzata {change}</translation>
    </message>
    <message>
        <source>broken hearts {change}</source>
        <translation>cuori spezzati {change}</translation>
    </message>
    <message>
        <source>{who}: {tokens}</source>
        <translation>{who}: {tokens}</translation>
    </message>
    <message>
        <source>{who}: {effect} on</source>
        <translation>{who}: {effect} attivo</translation>
    </message>
    <message>
        <source>{who}: {effect} off</source>
        <translation>{who}: {effect} disattivo</translation>
    </message>
    <message>
        <source>{player}: fate {change}</source>
        <translation>{player}: fato {change}</translation>
    </message>
    <message>
        <source>{player} killed {target}</source>
        <translation>{player} ha ucciso {target}</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>turno successivo</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passa</translation>
    </message>
    <message>
        <source>end game: {reason}</source>
        <translation>fine partita: {reason}</translation>
    </message>
    <message>
        <source>Table correction: {moves} (a photo)</source>
        <translation>Correzione del tavolo: {moves} (una foto)</translation>
    </message>
    <message>
        <source>Table correction: {moves}</source>
        <translation>Correzione del tavolo: {moves}</translation>
    </message>
    <message>
        <source>{who}: seals {change}</source>
        <translation>{who}: sigilli {change}</translation>
    </message>
    <message>
        <source>{who}: bleeding {change}</source>
        <translation>{who}: emorragia {change}</translation>
    </message>
    <message>
        <source>{who}: poison {change}</source>
        <translation>{who}: veleno {change}</translation>
    </message>
</context>
<context>
    <name>tracker.notices</name>
    <message>
        <source>news only: nothing changes on the board</source>
        <translation>solo notizie: nulla cambia sul tabellone</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>sul tabellone</translation>
    </message>
    <message>
        <source>reinforcements</source>
        <translation>rinforzi</translation>
    </message>
    <message>
        <source>a new objective</source>
        <translation>un nuovo obiettivo</translation>
    </message>
    <message>
        <source>any deployment zone</source>
        <translation>qualsiasi zona di schieramento</translation>
    </message>
    <message>
        <source>the {zone} zone</source>
        <translation>la zona {zone}</translation>
    </message>
    <message>
        <source>Wave {wave}: {player} ({colour}) pulls the card of {name} and places the miniature in {zone}: tap a lit square (6.4.1)</source>
        <translation>Ondata {wave}: {player} ({colour}) pesca la carta di {name} e piazza la miniatura in {zone}: tocca una casella illuminata (6.4.1)</translation>
    </message>
    <message>
        <source>{player} ({colour})</source>
        <translation>{player} ({colour})</translation>
    </message>
    <message>
        <source>Reinforcements: {who} brings {more} into the {zone} zone: no follower card to bring, so no one to place (6.4.2, R-88)</source>
        <translation>Rinforzi: {who} porta {more} nella zona {zone}: nessuna carta seguace da portare, quindi nessuno da piazzare (6.4.2, R-88)</translation>
    </message>
    <message>
        <source>Reinforcements: {who} brings {more} into the {zone} zone: pull the card chosen here, tap a lit square (6.4.2, R-88)</source>
        <translation>Rinforzi: {who} porta {more} nella zona {zone}: pesca la carta scelta qui, tocca una casella illuminata (6.4.2, R-88)</translation>
    </message>
    <message>
        <source>New objective: {objective} How the app checks it: {how}</source>
        <translation>Nuovo obiettivo: {objective} Come lo verifica l&apos;app: {how}</translation>
    </message>
    <message>
        <source>Nothing changed</source>
        <translation>Nulla è cambiato</translation>
    </message>
    <message>
        <source>Reinforcements: each guild&apos;s row below says whom it brings and where</source>
        <translation>Rinforzi: la riga di ogni gilda qui sotto dice chi porta e dove</translation>
    </message>
    <message>
        <source>{what}: {done} (lit: {lit}): change the board to match</source>
        <translation>{what}: {done} (illuminato: {lit}): cambia il tabellone di conseguenza</translation>
    </message>
    <message>
        <source>{what}: {done}: change the board to match</source>
        <translation>{what}: {done}: cambia il tabellone di conseguenza</translation>
    </message>
    <message>
        <source>Daemon replaced: {owner} ({owner_colour}), your {daemon} leaves the game: take its card and miniature off the table. {other} ({other_colour}) summoned a {name}, and one daemon of a name stays on the board: yours was replaced, it did not escape (5.1.3, R-79)</source>
        <translation>Demone sostituito: {owner} ({owner_colour}), il tuo {daemon} lascia il gioco: togli dal tavolo la sua carta e la sua miniatura. {other} ({other_colour}) ha evocato un {name}, e sul tabellone resta un solo demone per nome: il tuo è stato sostituito, non è fuggito (5.1.3, R-79)</translation>
    </message>
    <message>
        <source>Objective (6.4.1): {objective}</source>
        <translation>Obiettivo (6.4.1): {objective}</translation>
    </message>
    <message>
        <source>Objective: {progress}</source>
        <translation>Obiettivo: {progress}</translation>
    </message>
</context>
<context>
    <name>tracker.phase_bar</name>
    <message>
        <source>{name} moving, then may shoot or use the arcane sub-phase</source>
        <translation>{name} si muove, poi può tirare o usare la sotto-fase arcana</translation>
    </message>
    <message>
        <source>{name} moving to engage, then may attack</source>
        <translation>{name} si muove per ingaggiare, poi può attaccare</translation>
    </message>
    <message>
        <source>free movement</source>
        <translation>movimento libero</translation>
    </message>
    <message>
        <source>shooting</source>
        <translation>tiro</translation>
    </message>
    <message>
        <source>arcane</source>
        <translation>arcana</translation>
    </message>
    <message>
        <source>engaging movement</source>
        <translation>movimento di ingaggio</translation>
    </message>
    <message>
        <source>hand-to-hand attack</source>
        <translation>attacco corpo a corpo</translation>
    </message>
    <message>
        <source>Before turn 1</source>
        <translation>Prima del turno 1</translation>
    </message>
    <message>
        <source>Turn {turn} of {limit}</source>
        <translation>Turno {turn} di {limit}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <source>Mission over: {result}</source>
        <translation>Missione finita: {result}</translation>
    </message>
    <message>
        <source>The turn is over: every movement token is active (7.3.2.3)</source>
        <translation>Il turno è finito: ogni segnalino movimento è attivo (7.3.2.3)</translation>
    </message>
    <message>
        <source>Strategic phase</source>
        <translation>Fase strategica</translation>
    </message>
    <message>
        <source>Brawl phase</source>
        <translation>Fase di mischia</translation>
    </message>
    <message>
        <source>{phase} · {sub_phase} sub-phase ({rule})</source>
        <translation>{phase} · sotto-fase {sub_phase} ({rule})</translation>
    </message>
    <message>
        <source>{phase} · next: {sub_phases}</source>
        <translation>{phase} · prossime: {sub_phases}</translation>
    </message>
    <message>
        <source>{name} has had the one action</source>
        <translation>{name} ha già fatto la sua unica azione</translation>
    </message>
    <message>
        <source>{name} ({colour}) {weight} in {total} (first last turn)</source>
        <translation>{name} ({colour}) {weight} su {total} (primo nel turno precedente)</translation>
    </message>
    <message>
        <source>{name} ({colour}) {weight} in {total}</source>
        <translation>{name} ({colour}) {weight} su {total}</translation>
    </message>
    <message>
        <source>{name} ({colour}) plays first, drawn: {chances} (7, R-34)</source>
        <translation>{name} ({colour}) gioca per primo, sorteggiato: {chances} (7, R-34)</translation>
    </message>
    <message>
        <source>{player} plays first, drawn; the previous first player less likely (7)</source>
        <translation>{player} gioca per primo, sorteggiato; il primo giocatore precedente è meno probabile (7)</translation>
    </message>
    <message>
        <source>{player} plays first, drawn at the set-up</source>
        <translation>{player} gioca per primo, sorteggiato nella preparazione</translation>
    </message>
    <message>
        <source>Turn limit: end game</source>
        <translation>Limite di turni: fine partita</translation>
    </message>
    <message>
        <source>Objective achieved</source>
        <translation>Obiettivo raggiunto</translation>
    </message>
    <message>
        <source>Elimination: end game</source>
        <translation>Eliminazione: fine partita</translation>
    </message>
    <message>
        <source>Surrender…</source>
        <translation>Resa…</translation>
    </message>
</context>
<context>
    <name>tracker.replay</name>
    <message>
        <source>First</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>◀◀ Turn</source>
        <translation>◀◀ Turno</translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation>◀ Azione</translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation>Azione ▶</translation>
    </message>
    <message>
        <source>Turn ▶▶</source>
        <translation>Turno ▶▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>The start: the miniatures as deployed</source>
        <translation>L&apos;inizio: le miniature come schierate</translation>
    </message>
    <message>
        <source>The end of the turn before (PageUp or Ctrl+Left)</source>
        <translation>La fine del turno precedente (PageUp o Ctrl+Left)</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Un&apos;azione indietro (Left)</translation>
    </message>
    <message>
        <source>One action on (Right)</source>
        <translation>Un&apos;azione avanti (Right)</translation>
    </message>
    <message>
        <source>The end of this turn, or of the next (PageDown or Ctrl+Right)</source>
        <translation>La fine di questo turno, o del successivo (PageDown o Ctrl+Right)</translation>
    </message>
    <message>
        <source>The last action: where the mission stands (End)</source>
        <translation>L&apos;ultima azione: dove si trova la missione (Fine)</translation>
    </message>
    <message>
        <source>{name} ({colour}): fate {fate}, kills {kills}</source>
        <translation>{name} ({colour}): fato {fate}, uccisioni {kills}</translation>
    </message>
    <message>
        <source>{players} · mission over: {result}</source>
        <translation>{players} · missione finita: {result}</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminata</translation>
    </message>
    <message>
        <source>left</source>
        <translation>abbandonata</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>conclusa</translation>
    </message>
    <message>
        <source>a mission from a file</source>
        <translation>una missione da un file</translation>
    </message>
    <message>
        <source>{mission} · begun {when} · {status} · {actions}</source>
        <translation>{mission} · iniziata {when} · {status} · {actions}</translation>
    </message>
    <message>
        <source>turn over</source>
        <translation>turno finito</translation>
    </message>
    <message>
        <source>strategic</source>
        <translation>strategica</translation>
    </message>
    <message>
        <source>brawl</source>
        <translation>mischia</translation>
    </message>
    <message>
        <source>before the first action</source>
        <translation>prima della prima azione</translation>
    </message>
    <message>
        <source>its end (action {position} of {last})</source>
        <translation>la sua fine (azione {position} di {last})</translation>
    </message>
    <message>
        <source>action {position} of {last}</source>
        <translation>azione {position} di {last}</translation>
    </message>
    <message>
        <source>The start: {action}</source>
        <translation>L&apos;inizio: {action}</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns} played, {phase}: {action}</source>
        <translation>Turno {turn} di {turns} giocato, {phase}: {action}</translation>
    </message>
</context>
<context>
    <name>tracker.table_mode</name>
    <message>
        <source>dead</source>
        <translation>morto</translation>
    </message>
    <message>
        <source>{name} takes {taken}: {what}</source>
        <translation>{name} subisce {taken}: {what}</translation>
    </message>
    <message>
        <source>armour damage {damage}/{factor}</source>
        <translation>danni all&apos;armatura {damage}/{factor}</translation>
    </message>
    <message>
        <source>hit damage {damage}/{factor}</source>
        <translation>danni al fattore colpo {damage}/{factor}</translation>
    </message>
</context>
<context>
    <name>tracker.view</name>
    <message>
        <source>Give up this mission now? It cannot be resumed: it is no longer offered on start and takes no more actions. Its log is kept: it can still be replayed turn by turn from the set-up&apos;s Past missions.</source>
        <translation>Abbandonare ora questa missione? Non potrà essere ripresa: non viene più proposta all&apos;avvio e non accetta altre azioni. Il suo diario resta: si può ancora rivedere turno per turno da Missioni passate della preparazione.</translation>
    </message>
    <message>
        <source>Give up this mission</source>
        <translation>Abbandona questa missione</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Muovi</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacca</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Distruggi</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lancia</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Canalizza</translation>
    </message>
    <message>
        <source>Summon</source>
        <translation>Evoca</translation>
    </message>
    <message>
        <source>Arcane</source>
        <translation>Arcano</translation>
    </message>
    <message>
        <source>Pentacle</source>
        <translation>Pentacolo</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Raccogli</translation>
    </message>
    <message>
        <source>Put down</source>
        <translation>Posa</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Fuga</translation>
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
    <message>
        <source>Undone: {what}. No player now: File &gt; Add a player… makes your account and your guild from your code card (6.2).</source>
        <translation>Annullato: {what}. Ora nessun giocatore: File &gt; Aggiungi un giocatore… crea il tuo account e la tua gilda dalla tua carta codice (6.2).</translation>
    </message>
    <message>
        <source>Undone: {what}</source>
        <translation>Annullato: {what}</translation>
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
