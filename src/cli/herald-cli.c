/* herald-cli.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* herald-cli: the engine from the command line (replay, stats, validate, simulate). */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <glib-unix.h>
#include <gio/gunixinputstream.h>
#include <sys/stat.h>

#include "herald-file-error.h"
#include "herald-game.h"
#include "herald-game-lock.h"
#include "herald-locale.h"
#include "herald-path-text.h"
#include "herald-random-play.h"
#include "herald-rng.h"
#include "herald-save.h"
#include "herald-small-file.h"
#include "herald-statistics.h"

/* Every message is one sentence of its own in the user's language (the engine's messages are
 * in the same catalogue): none is put together from pieces, and none names a file twice. */
static const char *
usage_text (void)
{
  /* Translators: herald-cli's usage. Keep the command names, FILE, N, S and the options
   * (--games, --seed, --save-last, --force, --help) as they are, and the columns aligned */
  return _("Usage:\n"
           "  herald-cli replay FILE       print the state a saved game leads to, as JSON\n"
           "  herald-cli stats FILE        print the story of a saved game (per player, attacks,\n"
           "                               metropolises, points after every step), as JSON\n"
           "  herald-cli validate FILE     check a saved game; exit 1 with the reason if bad\n"
           "  herald-cli simulate [--games N] [--seed S] [--save-last FILE [--force]]\n"
           "                               play random legal games and print statistics;\n"
           "                               --save-last never replaces an existing file without\n"
           "                               --force, nor ever a game open in Herald\n"
           "  herald-cli --help            this text\n"
           "A FILE of - is read from the standard input.\n");
}

/* a mistake in the command line: the usage on stderr, exit 2 */
static int
usage (void)
{
  g_printerr ("%s", usage_text ());
  return 2;
}

/* One line on stderr: "herald-cli: " and the sentence */
static void G_GNUC_PRINTF (1, 2)
say_error (const char *format,
           ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("herald-cli: %s\n", text);
}

/* A file's path as a message names it: escaped and on one line as the app does, so that a
 * name with a line break, a control character or a right-to-left override cannot split the
 * message or turn the sentence around it, but without the app's isolates around it
 * (herald_path_text_plain ()): a terminal is no bidi-isolated text, and the README's
 * sentences hold as written (newcomer report 19, N19-9). Valid until the next call (one path
 * per message). */
static const char *
path_shown (const char *path)
{
  static char *last;

  g_free (last);
  last = herald_path_text_plain (path);
  return last;
}

/* The game in @path, or on the standard input for "-" (docs/save-format.md). The file is
 * opened here, so that what cannot be read is said in our words with its name once (the
 * engine's file loader names it in its own messages, for the window); a pipe (`<(…)`) or a
 * FIFO is read like the standard input, to its end, at most 16 MiB. With @validate, its log
 * is also held to the rules of new steps (herald_save_validate_stream ()). */
static HeraldGame *
load_checked (const char *path,
              gboolean    validate)
{
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  gboolean is_stdin = strcmp (path, "-") == 0;
  gboolean opens = FALSE;
  HeraldGame *game;
  GStatBuf st;
  int fd;

  if (is_stdin)
    {
      /* a folder given as the input (`< /tmp`): said as for a file, not in GIO's words */
      if (fstat (STDIN_FILENO, &st) == 0 && S_ISDIR (st.st_mode))
        {
          say_error (_("the standard input cannot be read: %s"), g_strerror (EISDIR));
          return NULL;
        }
      stream = g_unix_input_stream_new (STDIN_FILENO, FALSE);
    }
  else
    {
      /* O_NONBLOCK: a FIFO without a writer is not waited for (it reads as empty) */
      fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
      if (fd >= 0 && fstat (fd, &st) == 0 && S_ISDIR (st.st_mode))
        {
          close (fd);
          fd = -1;
          errno = EISDIR;
        }
      if (fd < 0)
        {
          int saved_errno = errno;

          /* Translators: the file's name, then the system's reason ("No such file or
           * directory") */
          say_error (_("the file %s cannot be read: %s"), path_shown (path), g_strerror (saved_errno));
          return NULL;
        }
      g_unix_set_fd_nonblocking (fd, FALSE, NULL);
      stream = g_unix_input_stream_new (fd, TRUE);
    }

  if (validate)
    game = herald_save_validate_stream (stream, NULL, &opens, &error);
  else
    game = herald_save_load_stream (stream, NULL, &error);
  if (game != NULL)
    return game;
  if (opens && is_stdin)
    /* Translators: the step refused and why Herald still opens the game follow ("action 3
     * (play_card): nobody has more victory points than Anna (4); Herald still opens …") */
    say_error (_("the game on the standard input breaks a rule: %s"), error->message);
  else if (opens)
    /* Translators: the file's name, then the step refused and why Herald still opens the
     * game ("action 3 (play_card): nobody has more victory points than Anna (4); Herald
     * still opens …") */
    say_error (_("the game %s breaks a rule: %s"), path_shown (path), error->message);
  else if (error->domain == G_IO_ERROR && is_stdin)
    /* Translators: the system's reason follows */
    say_error (_("the standard input cannot be read: %s"), error->message);
  else if (error->domain == G_IO_ERROR)
    say_error (_("the file %s cannot be read: %s"), path_shown (path), error->message);
  else if (is_stdin)
    /* Translators: the reason Herald refuses the game follows ("action 12 (build_city): Ben
     * has no settlement to upgrade") */
    say_error (_("the game on the standard input does not load: %s"), error->message);
  else
    /* Translators: the file's name, then the reason Herald refuses the game */
    say_error (_("the game %s does not load: %s"), path_shown (path), error->message);
  return NULL;
}

/* replay and stats: the game as Herald opens it, its log replayed as written */
static HeraldGame *
load (const char *path)
{
  return load_checked (path, FALSE);
}

static int
cmd_replay (const char *path)
{
  g_autoptr(HeraldGame) game = load (path);
  g_autoptr(JsonGenerator) gen = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  if (game == NULL)
    return 1;
  root = herald_game_state_to_json (game);
  gen = json_generator_new ();
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  text = json_generator_to_data (gen, NULL);
  g_print ("%s\n", text);
  return 0;
}

static int
print_json (JsonNode *root)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  text = json_generator_to_data (gen, NULL);
  g_print ("%s\n", text);
  return 0;
}

static int
cmd_stats (const char *path)
{
  g_autoptr(HeraldGame) game = load (path);
  g_autoptr(HeraldStory) story = NULL;
  g_autoptr(JsonNode) root = NULL;

  if (game == NULL)
    return 1;
  story = herald_story_new (game);
  root = herald_story_to_json (story, game);
  return print_json (root);
}

/* validate's note for each name that more than one player of @game has: the file loads (an
 * older Herald started such games; docs/save-format.md, players), and the sentences tell the
 * players apart by their colours (herald_game_get_player_label (); newcomer report 25, N25-1) */
static void
say_shared_names (HeraldGame *game,
                  const char *path)
{
  guint n = herald_game_get_n_players (game);

  for (guint p = 0; p < n; p++)
    {
      g_autoptr(GString) labels = g_string_new (NULL);
      g_autofree char *text = NULL;
      gboolean first = TRUE;

      if (!herald_game_player_name_is_shared (game, p))
        continue;
      /* said once, at the name's first seat */
      for (guint q = 0; q < p && first; q++)
        if (herald_player_names_equal (herald_game_get_player_name (game, q),
                                       herald_game_get_player_name (game, p)))
          first = FALSE;
      if (!first)
        continue;
      for (guint q = p; q < n; q++)
        if (herald_player_names_equal (herald_game_get_player_name (game, q),
                                       herald_game_get_player_name (game, p)))
          g_string_append_printf (labels, "%s%s", labels->len > 0 ? ", " : "",
                                  herald_game_get_player_label (game, q));
      if (strcmp (path, "-") == 0)
        /* Translators: a player's name, then the players called so, as sentences name them:
         * Anna (Red), Anna (Blue) */
        text = g_strdup_printf (_("standard input: note: more than one player is called “%s”; "
                                  "Herald tells them apart by their colours: %s"),
                                herald_game_get_player_name (game, p), labels->str);
      else
        /* Translators: the file's name, a player's name, then the players called so, as
         * sentences name them: Anna (Red), Anna (Blue) */
        text = g_strdup_printf (_("%s: note: more than one player is called “%s”; "
                                  "Herald tells them apart by their colours: %s"),
                                path, herald_game_get_player_name (game, p), labels->str);
      g_print ("%s\n", text);
    }
}

static int
cmd_validate (const char *path)
{
  /* every step of the log held to the rules a new step meets (docs/save-format.md, "Rules
   * that refuse new steps only") */
  g_autoptr(HeraldGame) game = load_checked (path, TRUE);
  g_autofree char *text = NULL;
  guint n;

  if (game == NULL)
    return 1;
  n = herald_game_get_n_actions (game);
  if (strcmp (path, "-") == 0)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "standard input: a valid Herald game, %u action",
                                         "standard input: a valid Herald game, %u actions", n),
                            n);
  else
    /* Translators: the file's name, then the number of actions in its log */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: a valid Herald game, %u action",
                                         "%s: a valid Herald game, %u actions", n),
                            path, n);
  g_print ("%s\n", text);
  say_shared_names (game, path);
  return 0;
}

/* Random legal play: the engine's random player (herald-random-play.c), the one the tests, the
 * benchmarks and the fuzzer play with, on the default rules with four players */

typedef struct
{
  guint64 games;
  guint64 actions;
  guint64 refused;
  guint64 rounds;
  guint64 attacks;
  guint64 catan_wins;
  guint64 cities_lost;
  guint64 draws;
  guint64 unfinished;
  guint64 wins_by_seat[HERALD_MAX_PLAYERS];
} Stats;

#define SIMULATE_MAX_ACTIONS 4000

static void
tally_outcomes (GArray *outcomes,
                Stats  *stats)
{
  for (guint i = 0; i < outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (outcomes, HeraldOutcome, i);

      if (o->type == HERALD_OUTCOME_ATTACK)
        {
          stats->attacks++;
          stats->catan_wins += o->catan_wins;
          if (!o->catan_wins)
            stats->cities_lost += o->n_players;
        }
      else if (o->type == HERALD_OUTCOME_PROGRESS_DRAW)
        stats->draws++;
    }
  g_array_set_size (outcomes, 0);
}

static HeraldGame *
play_one (HeraldRng *rng,
          Stats     *stats)
{
  g_autoptr(HeraldGame) game = herald_random_game_new (rng, FALSE, 13);
  g_autoptr(GArray) outcomes = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  const HeraldState *s;
  guint refused = 0;
  HeraldAction a;

  while (herald_game_get_n_actions (game) < SIMULATE_MAX_ACTIONS &&
         herald_random_next (game, rng, &a, &refused))
    {
      if (!herald_game_apply (game, &a, outcomes, NULL))
        g_assert_not_reached ();  /* herald_random_next() checked it */
      stats->actions++;
      tally_outcomes (outcomes, stats);
    }
  stats->refused += refused;

  s = herald_game_get_state (game);
  stats->games++;
  stats->rounds += s->round;
  if (s->winner >= 0)
    stats->wins_by_seat[s->winner]++;
  else
    stats->unfinished++;
  return g_steal_pointer (&game);
}

/* @value in @format (one %f conversion) in @buf, with a decimal point whatever the locale */
static const char *
number (char        buf[G_ASCII_DTOSTR_BUF_SIZE],
        const char *format,
        double      value)
{
  return g_ascii_formatd (buf, G_ASCII_DTOSTR_BUF_SIZE, format, value);
}

/* The reason a write failed in the system's words (herald_file_error_reason ()), without
 * GLib's sentence (which names its temporary file, `FILE.QTPIZ3`) */
static const char *
file_error_reason (const GError *error)
{
  const char *reason = herald_file_error_reason (error);

  if (reason != NULL)
    return reason;
  /* a file-size limit (ulimit -f): GFileError has no code for EFBIG */
  if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_FAILED)
      && strstr (error->message, g_strerror (EFBIG)) != NULL)
    return g_strerror (EFBIG);
  return _("the file could not be written");
}

/* A game open in Herald is never replaced (herald_game_lock_claim ()): why, with the process
 * that holds it when its lock file names it */
static void
say_open_in_herald (const char   *path,
                    const GError *error,
                    const char   *held_lock)
{
  g_autofree char *text = held_lock != NULL ? herald_read_small_file (held_lock, 4096, NULL) : NULL;

  if (text != NULL)
    text[strcspn (text, "\n")] = '\0';
  if (text != NULL && *text)
    /* Translators: the file's name, then the process id of the Herald that has it open */
    say_error (_("%s is a game open in Herald (process %s); it is not replaced"), path_shown (path), text);
  else
    say_error ("%s", error->message);
}

/* The file --save-last writes for @path, as the app writes a game's file
 * (docs/save-format.md, "Files"): @path itself when nothing is there or it is a regular file,
 * the file a symbolic link points to (which must be a regular file: the link stays a link).
 * Anything else (a device, a FIFO, a folder, a socket, a link to one of them or to nothing) is
 * never replaced (breaker 12, R-2: --force turned /dev/null into a file). NULL after saying
 * why. */
static char *
save_target (const char *path)
{
  GStatBuf st;
  g_autofree char *real = NULL;

  /* nothing there (or no way to look: the write then says why) */
  if (g_lstat (path, &st) != 0)
    return g_strdup (path);
  if (S_ISREG (st.st_mode))
    return g_strdup (path);
  if (S_ISLNK (st.st_mode))
    {
      real = realpath (path, NULL);
      if (real != NULL && g_stat (real, &st) == 0 && S_ISREG (st.st_mode))
        return g_steal_pointer (&real);
      /* Translators: the file's name; --save-last writes through a link only to a file */
      say_error (_("%s is a link, but not to a regular file; it is not replaced"), path_shown (path));
      return NULL;
    }
  /* Translators: the file's name (a device, a FIFO or a folder, say) */
  say_error (_("%s is not a regular file; it is not replaced"), path_shown (path));
  return NULL;
}

/* --save-last FILE, checked before the games are played and again as the last game is
 * written: refused when FILE exists (unless --force), is not a regular file (save_target ())
 * or is a game open in Herald; FALSE after saying why. On TRUE, @target is the file to write
 * and @fds hold the locks of any Herald's lock files, for herald_game_lock_unclaim () */
static gboolean
claim_save_path (const char  *path,
                 gboolean     force,
                 char       **target,
                 int          fds[2])
{
  g_autofree char *held_lock = NULL;
  g_autoptr(GError) error = NULL;

  fds[0] = fds[1] = -1;
  if (!force && g_file_test (path, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK))
    {
      say_error (_("%s already exists; it is not replaced without --force"), path_shown (path));
      return FALSE;
    }
  *target = save_target (path);
  if (*target == NULL)
    return FALSE;
  if (!herald_game_lock_claim (path, fds, &held_lock, &error))
    {
      say_open_in_herald (path, error, held_lock);
      g_clear_pointer (target, g_free);
      return FALSE;
    }
  return TRUE;
}

static gboolean
may_save_to (const char *path,
             gboolean    force)
{
  g_autofree char *target = NULL;
  int fds[2];

  if (!claim_save_path (path, force, &target, fds))
    return FALSE;
  herald_game_lock_unclaim (fds);
  return TRUE;
}

/* After a failed write of @target: whether its folder, which exists, takes a new file there,
 * as the write's temporary file beside @target (g_file_set_contents_full ()). @errnum is the
 * system's reason when it does not, 0 otherwise (the folder missing, or the write failed
 * later). GLib's error named only its reason ("No such file or directory" for /proc/version,
 * which exists: newcomer report 25, N25-2). */
static gboolean
folder_holds_new_file (const char *target,
                       int        *errnum)
{
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *probe = g_strconcat (target, ".XXXXXX", NULL);
  int fd;

  *errnum = 0;
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    return TRUE;
  fd = g_mkstemp_full (probe, O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      *errnum = errno;
      return FALSE;
    }
  close (fd);
  g_unlink (probe);
  return TRUE;
}

static gboolean
save_last_game (HeraldGame *game,
                const char *path,
                gboolean    force)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *target = NULL;
  int fds[2];
  int errnum;
  gboolean ok;

  if (!claim_save_path (path, force, &target, fds))
    return FALSE;
  ok = herald_save_write_file (game, target, &error);
  herald_game_lock_unclaim (fds);
  if (ok)
    return TRUE;
  if (!folder_holds_new_file (target, &errnum) && errnum == ENOENT)
    /* Translators: the file's name; the game is written to a new file beside it first, which
     * the folder refused (a file system such as /proc holds no new file) */
    say_error (_("the last game cannot be saved to %s: its folder cannot hold a new file"),
               path_shown (path));
  else if (errnum != 0)
    /* Translators: the file's name, then the system's reason the folder refused a new file
     * ("Permission denied", "Read-only file system"); the game is written to a new file
     * beside it first */
    say_error (_("the last game cannot be saved to %s: its folder cannot hold a new file (%s)"),
               path_shown (path), g_strerror (errnum));
  else
    /* Translators: the file's name, then the system's reason */
    say_error (_("the last game cannot be saved to %s: %s"), path_shown (path), file_error_reason (error));
  return FALSE;
}

/* simulate's numbers: the option and its range */
static const struct
{
  const char *option;
  guint       min;
  guint       max;
} simulate_numbers[] = {
  { "--games", 1, 1000000 },
  { "--seed", 0, G_MAXUINT32 },
};

/* The value of simulate_numbers[@which] (@text, NULL when the option is not given) in @value: a
 * whole number in the option's range. FALSE after saying what is wrong with it, naming the
 * option: no value, not a whole number, or out of range with the range (newcomer report 20,
 * N20-11: one sentence named neither option for every mistake of both) */
static gboolean
read_number (guint       which,
             const char *text,
             gint64     *value)
{
  const char *option = simulate_numbers[which].option;
  guint min = simulate_numbers[which].min, max = simulate_numbers[which].max;
  g_autoptr(GError) error = NULL;

  if (text == NULL)
    return TRUE;
  if (*text == '\0')
    /* Translators: the option (--games, --seed), then its smallest and largest value */
    say_error (_("%s needs a value: a whole number from %u to %u"), option, min, max);
  else if (g_ascii_string_to_signed (text, 10, min, max, value, &error))
    return TRUE;
  else if (g_error_matches (error, G_NUMBER_PARSER_ERROR, G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS))
    /* Translators: the option (--games, --seed), the number given, then the option's smallest
     * and largest value */
    say_error (_("%s is out of range: %s is not from %u to %u"), option, text, min, max);
  else
    /* Translators: the option (--games, --seed), its smallest and largest value, then what was
     * given instead of a number */
    say_error (_("%s takes a whole number from %u to %u, not “%s”"), option, min, max, text);
  return FALSE;
}

/* GLib's own help options, which it answers itself (simulate --help) */
static gboolean
is_help_option (const char *arg)
{
  return g_str_equal (arg, "--help") || g_str_equal (arg, "-h") || g_str_equal (arg, "-?") ||
         g_str_equal (arg, "--help-all");
}

/* The entry of @entries that @arg gives (`--games`, `--games=5`, `-n`), or NULL; @value_given
 * says whether its value is in @arg itself (after "=") */
static const GOptionEntry *
find_option (const GOptionEntry *entries,
             const char         *arg,
             gboolean           *value_given)
{
  const char *eq = strchr (arg, '=');
  gsize len = eq != NULL ? (gsize) (eq - arg) : strlen (arg);

  *value_given = FALSE;
  for (guint e = 0; entries[e].long_name != NULL; e++)
    {
      if (g_str_has_prefix (arg, "--") && len == strlen (entries[e].long_name) + 2 &&
          strncmp (arg + 2, entries[e].long_name, len - 2) == 0)
        {
          *value_given = eq != NULL;
          return &entries[e];
        }
      if (entries[e].short_name != 0 && arg[0] == '-' && arg[1] == entries[e].short_name &&
          arg[2] == '\0')
        return &entries[e];
    }
  return NULL;
}

/* simulate's options, before GLib reads them, so that every mistake is said in herald-cli's
 * words and style (`simulate: unknown option “--x”` and the usage, as replay's; a value
 * missing, newcomer report 19, N19-9 and 20, N20-11), and an option given twice is a mistake,
 * not the last one silently (breaker 13, R-13). FALSE after saying what is wrong */
static gboolean
check_simulate_options (const GOptionEntry *entries,
                        int                 argc,
                        char              **argv)
{
  guint seen[8] = { 0, };

  for (int j = 1; j < argc && strcmp (argv[j], "--") != 0; j++)
    {
      g_autofree char *long_form = NULL;
      const GOptionEntry *entry;
      gboolean value_given;

      if (argv[j][0] != '-' || argv[j][1] == '\0' || is_help_option (argv[j]))
        continue;
      entry = find_option (entries, argv[j], &value_given);
      if (entry == NULL)
        {
          /* Translators: the command (simulate), then the option it does not know */
          say_error (_("%s: unknown option “%s”"), "simulate", argv[j]);
          usage ();
          return FALSE;
        }
      long_form = g_strconcat ("--", entry->long_name, NULL);
      g_assert ((gsize) (entry - entries) < G_N_ELEMENTS (seen));
      if (++seen[entry - entries] > 1)
        {
          /* Translators: an option of simulate (--games, --seed, --save-last, --force) */
          say_error (_("%s is given more than once"), long_form);
          return FALSE;
        }
      /* the value of an option that takes one is not an option */
      if (entry->arg != G_OPTION_ARG_NONE && !value_given)
        {
          if (j + 1 >= argc)
            {
              for (guint n = 0; n < G_N_ELEMENTS (simulate_numbers); n++)
                if (g_str_equal (long_form, simulate_numbers[n].option))
                  return read_number (n, "", NULL);
              say_error ("%s", _("--save-last needs a file name"));
              return FALSE;
            }
          j++;
        }
    }
  return TRUE;
}

static int
cmd_simulate (int    argc,
              char **argv)
{
  gint64 games = 100, seed = -1;
  g_autofree char *games_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *save_last = NULL;
  gboolean force = FALSE;
  /* numbers read here, so that a number out of range is said in our words */
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_STRING, &games_text, N_("Number of games (1–1000000)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed (0–4294967295; default: from the OS)"), "S" },
    { "save-last", 0, 0, G_OPTION_ARG_FILENAME, &save_last,
      N_("Save the last game to FILE (a new file, unless --force)"), "FILE" },
    { "force", 0, 0, G_OPTION_ARG_NONE, &force,
      N_("Let --save-last replace an existing file (never a game open in Herald)"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("- play random legal games"));
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldRng) rng = NULL;
  g_autoptr(HeraldGame) last = NULL;
  Stats stats = { 0, };
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  gint64 t0, t1;
  double seconds;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!check_simulate_options (entries, argc, argv))
    return 2;
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      say_error ("%s", error->message);
      return usage ();
    }
  if (!read_number (0, games_text, &games) || !read_number (1, seed_text, &seed))
    return 2;
  if (argc > 1)
    {
      say_error (_("simulate takes only options, not “%s”"), argv[1]);
      return 2;
    }
  /* simulate's statistics are its standard output: the game is not mixed into them */
  if (save_last != NULL && (*save_last == '\0' || strcmp (save_last, "-") == 0))
    {
      say_error ("%s", *save_last == '\0'
                       ? _("--save-last needs a file name")
                       : _("--save-last takes a file name, not - (the standard output holds the statistics)"));
      return 2;
    }
  if (force && save_last == NULL)
    {
      say_error ("%s", _("--force goes with --save-last FILE"));
      return 2;
    }
  if (save_last != NULL && !may_save_to (save_last, force))
    return 1;
  rng = seed >= 0 ? herald_rng_new_with_seed ((guint32) seed) : herald_rng_new ();

  t0 = g_get_monotonic_time ();
  for (gint64 i = 0; i < games; i++)
    {
      g_clear_pointer (&last, herald_game_free);
      last = play_one (rng, &stats);
    }
  t1 = g_get_monotonic_time ();
  seconds = MAX (t1 - t0, 1) / 1e6;

  if (save_last != NULL && !save_last_game (last, save_last, force))
    return 1;

  /* JSON numbers take a decimal point in every locale: g_ascii_formatd(), never printf's %f,
   * which writes the locale's decimal comma (LC_ALL=de_DE.UTF-8) */
  g_print ("{\n");
  g_print ("  \"games\": %" G_GUINT64_FORMAT ",\n", stats.games);
  g_print ("  \"seed\": %u,\n", herald_rng_get_seed (rng));
  g_print ("  \"actions\": %" G_GUINT64_FORMAT ",\n", stats.actions);
  g_print ("  \"refused_attempts\": %" G_GUINT64_FORMAT ",\n", stats.refused);
  g_print ("  \"seconds\": %s,\n", number (buf, "%.3f", seconds));
  g_print ("  \"actions_per_second\": %s,\n", number (buf, "%.0f", stats.actions / seconds));
  g_print ("  \"average_rounds\": %s,\n", number (buf, "%.2f", (double) stats.rounds / stats.games));
  g_print ("  \"attacks_per_game\": %s,\n",
           number (buf, "%.2f", (double) stats.attacks / stats.games));
  g_print ("  \"catan_win_rate\": %s,\n",
           number (buf, "%.3f", stats.attacks ? (double) stats.catan_wins / stats.attacks : 0.0));
  g_print ("  \"cities_lost_per_game\": %s,\n",
           number (buf, "%.2f", (double) stats.cities_lost / stats.games));
  g_print ("  \"progress_draws_per_game\": %s,\n",
           number (buf, "%.2f", (double) stats.draws / stats.games));
  g_print ("  \"unfinished\": %" G_GUINT64_FORMAT ",\n", stats.unfinished);
  g_print ("  \"wins_by_seat\": [");
  for (guint i = 0; i < 4; i++)
    g_print ("%s%" G_GUINT64_FORMAT, i ? ", " : "", stats.wins_by_seat[i]);
  g_print ("]\n}\n");
  return 0;
}

static int
run (int    argc,
     char **argv)
{
  if (argc < 2)
    return usage ();
  /* asking for help is no mistake: the usage on stdout, exit 0 */
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      /* words after it are refused, as for every command (breaker 13, R-13) */
      if (argc > 2)
        {
          /* Translators: --help, then the first word given after it */
          say_error (_("%s takes no arguments, not “%s”"), argv[1], argv[2]);
          return usage ();
        }
      g_print ("%s", usage_text ());
      return 0;
    }
  if (strcmp (argv[1], "simulate") == 0)
    return cmd_simulate (argc - 1, argv + 1);
  if (strcmp (argv[1], "replay") == 0 || strcmp (argv[1], "stats") == 0 ||
      strcmp (argv[1], "validate") == 0)
    {
      const char *command = argv[1];
      int first = 2;

      /* "--" ends the options, as everywhere: `stats -- -odd-name.json` (breaker 11, B-9) */
      if (argc > 2 && strcmp (argv[2], "--") == 0)
        first = 3;
      /* these commands take no option: a word that looks like one before "--" is refused
       * as such, not counted as a FILE (breaker 13, R-13); "-" is the standard input */
      for (int i = 2; first == 2 && i < argc; i++)
        if (argv[i][0] == '-' && argv[i][1] != '\0')
          {
            /* Translators: the command (replay, stats, validate), then the option */
            say_error (_("%s: unknown option “%s” (a file whose name begins with - is given after --)"),
                       command, argv[i]);
            return usage ();
          }
      if (argc - first != 1)
        {
          /* Translators: the command (replay, stats, validate), then how many arguments were
           * given */
          say_error (g_dngettext (GETTEXT_PACKAGE, "%s takes one FILE, not %d argument",
                                  "%s takes one FILE, not %d arguments", argc - first),
                     command, argc - first);
          return usage ();
        }
      /* an empty name is no file (breaker 14, B14-7): it was read as a file named "" */
      if (argv[first][0] == '\0')
        {
          /* Translators: the command (replay, stats, validate) */
          say_error (_("%s needs a file name: the FILE given is empty"), command);
          return usage ();
        }
      if (strcmp (command, "replay") == 0)
        return cmd_replay (argv[first]);
      if (strcmp (command, "stats") == 0)
        return cmd_stats (argv[first]);
      return cmd_validate (argv[first]);
    }
  say_error (_("“%s” is not a command"), argv[1]);
  return usage ();
}

/* Why the output could not be written (an errno), or 0: g_print () forgets it */
static int output_errno;

/* The output is JSON, which is UTF-8 in every locale: written as it is, and a failed write
 * remembered with its reason */
static void
print_output (const char *text)
{
  if (fputs (text, stdout) == EOF && output_errno == 0)
    output_errno = errno != 0 ? errno : EIO;
}

/* The output is a contract tools rely on, and they decide by the exit status: output that
 * could not be written all (a full disk, /dev/full, a closed pipe's reader gone) is a failure,
 * exit 1 with the reason, never a success with an empty or truncated file (breaker report 11,
 * B-6). */
int
main (int    argc,
      char **argv)
{
  int status;

  /* A file-size limit (ulimit -f): the write fails with EFBIG and is reported like any failed
   * write, with its exit code and no temporary file left, rather than the process dying of
   * SIGXFSZ (breaker report 14, B14-2) */
  signal (SIGXFSZ, SIG_IGN);
  setlocale (LC_ALL, "");
  /* the installed translations, or the build tree's when run from it (herald-locale.c) */
  herald_bind_text_domain ();
  g_set_print_handler (print_output);
  status = run (argc, argv);
  errno = 0;
  if (fflush (stdout) != 0 && output_errno == 0)
    output_errno = errno != 0 ? errno : EIO;
  if (output_errno == 0 && ferror (stdout))
    output_errno = EIO;
  if (output_errno != 0)
    {
      /* Translators: the system's reason follows */
      say_error (_("the output cannot be written: %s"), g_strerror (output_errno));
      return status != 0 ? status : 1;
    }
  return status;
}
