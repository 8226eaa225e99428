<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <source>Waiting for another computer&apos;s write to the database ({seconds} s). Esc: stop, nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database: {where}</source>
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
        <source>{shown} of %n cards</source>
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
        <source>%n sets</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
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
    <name>PlaceholderView</name>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Not built yet.&lt;/i&gt; This view will hold:&lt;/p&gt;&lt;p&gt;{promise}&lt;/p&gt;</source>
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
    <message>
        <source>Not shared: no device can join.</source>
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
        <source>%n device(s)</source>
        <translation type="unfinished"></translation>
    </message>
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
</TS>
