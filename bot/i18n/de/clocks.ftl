# Clocks, reminders, timeouts, vacations and reminders by direct message.

## Out of time.
time-up-claim = In Partie #{ $game } ist die Zeit von { $out } abgelaufen. { $other }: Drück auf „Sieg beanspruchen“ oder lass die Partie weiterlaufen (ein Zug von { $who } beendet das Warten).
time-up-lost = { $who } hat in Partie #{ $game } die Zeit überschritten.
time-up-out = { $who } hat die Zeit überschritten und scheidet aus Partie #{ $game } aus.
time-claimed = { $who } beansprucht den Sieg in Partie #{ $game }: Die Zeit von { $out } ist abgelaufen.
reminder = Erinnerung: { $who }, du bist in Partie #{ $game } am Zug{ $clock }.
grace = { $who }, der Bot war offline, als deine Zeit in Partie #{ $game } ablief: Du hast noch bis { $until } Zeit für deinen Zug.

## Vacations.
vacation-left = Du hast dieses Jahr noch { $left } von { $allowance } { $allowance ->
        [one] Urlaubstag
       *[other] Urlaubstagen
    } übrig.
vacation-until = Du bist bis { $until } im Urlaub.
vacation-started = Dein Urlaub läuft bis { $until } ({ $days } { $days ->
        [one] Tag
       *[other] Tage
    }); so lange stehen deine Uhren still. Mit `/halma vacation end` beendest du ihn früher.
vacation-opponent = { $who } ist bis { $until } im Urlaub: Kommt { $who } in Partie #{ $game } an den Zug, bleibt die Uhr stehen.
vacation-clock-stands = { $who } ist bis { $until } im Urlaub: Die Uhr in Partie #{ $game } steht still.
vacation-ended = Willkommen zurück: Deine Uhren laufen wieder.
vacation-days-left = Du hast dieses Jahr noch { $left } { $left ->
        [one] Urlaubstag
       *[other] Urlaubstage
    } übrig.
vacation-back = { $who } ist aus dem Urlaub zurück: Die Uhr in Partie #{ $game } läuft wieder.
vacation-back-until = { $who } ist aus dem Urlaub zurück: Die Uhr in Partie #{ $game } läuft wieder, der nächste Zug ist bis { $until } fällig.

## Reminders by direct message.
notify-on = Erinnerungen bekommst du im Kanal der Partie und per Direktnachricht.
notify-off = Erinnerungen bekommst du nur im Kanal der Partie; mit `/halma notify dm:true` auch per Direktnachricht.

time-up-huff = { $who } hatte in Partie #{ $game } keine Zeit mehr zu wählen: der Stein von { $owner } auf { $square }, der am weitesten unterwegs ist, wird entfernt.
