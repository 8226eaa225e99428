from demloc.cli import main

raise SystemExit(main())
