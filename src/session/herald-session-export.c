/* herald-session-export.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A game for other programs: the log as CSV (a spreadsheet), the game file as JSON, and a
 * one-page PDF summary with the charts (cairo draws PDF). No widget here, so the exporters run
 * (and are tested) without a display. */

#include "config.h"

#include <glib/gi18n.h>
#include <cairo-pdf.h>
#include <string.h>

#include "herald-chart-draw.h"
#include "herald-number-text.h"
#include "herald-session-export.h"
#include "herald-save.h"
#include "herald-statistics.h"
#include "herald-story-view.h"
#include "herald-text.h"
#include "herald-game-lock.h"
#include "herald-history-list.h"
#include "herald-path-text.h"
#include "herald-session-game-file.h"

/* RFC 4180: a field with a comma, a quote or a line break goes in quotes, quotes doubled.
 * The catalogues' soft hyphens (U+00AD, where a phone may break "Politik\u00ADport") are
 * left out: data is searched and compared as the words read (tester report 34, N34-6) */
static void
csv_field (GString    *out,
           const char *text,
           gboolean    last)
{
  if (text != NULL && strstr (text, "\u00AD") != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (text, "\u00AD", -1);
      g_autofree char *joined = g_strjoinv ("", parts);

      csv_field (out, joined, last);
      return;
    }
  if (text == NULL)
    text = "";
  /* a spreadsheet takes a field beginning with = + - @ for a formula: a name is not one
   * (OWASP's advice: a leading apostrophe) */
  if (strchr ("=+-@\t", text[0]) != NULL && text[0] != '\0')
    {
      g_autofree char *quoted = g_strconcat ("'", text, NULL);

      csv_field (out, quoted, last);
      return;
    }
  if (strpbrk (text, ",\"\r\n") != NULL)
    {
      g_string_append_c (out, '"');
      for (const char *c = text; *c != '\0'; c++)
        {
          if (*c == '"')
            g_string_append_c (out, '"');
          g_string_append_c (out, *c);
        }
      g_string_append_c (out, '"');
    }
  else
    g_string_append (out, text);
  g_string_append (out, last ? "\r\n" : ",");
}

static void
csv_uint (GString *out,
          guint    value)
{
  g_string_append_printf (out, "%u,", value);
}

/**
 * herald_export_csv:
 * @game: a game
 *
 * The log as CSV (RFC 4180, UTF-8, CRLF line ends): a header row, then one row per action:
 * `step` (from 1), `time` (ISO 8601 UTC, empty when unknown), `round`, `player` (the acting
 * player's name, or the player whose turn it was), `action` (the save format's type), `red`,
 * `white`, `event` (rolls only), `description` (the history's sentence, in the interface's
 * language), then one column per player: their victory points after the step, then
 * `outcomes`: what the step caused as the history says it (an attack, a city lost, a
 * Defender of Catan, cards drawn…), the sentences joined by " · ", empty for none (since
 * December 2026, tester report 34, N34-5: the last column, so the columns before it stay).
 * No field holds a soft hyphen (U+00AD).
 *
 * Returns: (transfer full): the CSV text
 */
char *
herald_export_csv (HeraldGame *game)
{
  g_autoptr(HeraldStory) story = NULL;
  GString *out = g_string_new (NULL);
  GArray *outcomes;
  guint n_players, o = 0;

  g_return_val_if_fail (game != NULL, NULL);

  story = herald_story_new (game);
  n_players = herald_game_get_n_players (game);
  outcomes = herald_game_get_outcomes (game);
  g_string_append (out, "step,time,round,player,action,red,white,event,description");
  for (guint p = 0; p < n_players; p++)
    {
      g_string_append_c (out, ',');
      csv_field (out, herald_game_get_player_label (game, p), TRUE);
      g_string_truncate (out, out->len - 2);
    }
  g_string_append (out, ",outcomes\r\n");

  for (guint i = 0; i < herald_game_get_n_actions (game); i++)
    {
      HeraldAction a_copy = *herald_game_get_action (game, i);
      const HeraldAction *a = &a_copy;
      g_autofree char *description = NULL;
      g_autofree char *time = NULL;
      guint round = g_array_index (story->rounds, guint, i);
      gint player = a->player;

      if (a->time != 0)
        {
          g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (a->time);

          time = dt != NULL ? g_date_time_format_iso8601 (dt) : NULL;
        }
      /* a roll or an end of turn without a player: the player whose turn it was */
      if (player < 0 && (a->type == HERALD_ACTION_ROLL || a->type == HERALD_ACTION_END_TURN))
        player = g_array_index (story->currents, guint, i);
      a_copy.player = player;
      description = herald_text_describe_logged (game, a, i);

      csv_uint (out, i + 1);
      csv_field (out, time, FALSE);
      csv_uint (out, round);
      csv_field (out, player >= 0 ? herald_game_get_player_label (game, player) : NULL, FALSE);
      csv_field (out, herald_action_type_to_string (a->type), FALSE);
      if (a->type == HERALD_ACTION_ROLL)
        {
          csv_uint (out, a->roll.red);
          csv_uint (out, a->roll.white);
          csv_field (out, herald_event_to_string (a->roll.event), FALSE);
        }
      else
        g_string_append (out, ",,,");
      csv_field (out, description, FALSE);
      for (guint p = 0; p < n_players; p++)
        csv_uint (out, herald_story_get_points (story, i + 1, p));
      /* what the step caused, as the history says it under the step (herald-history-list.c):
       * not the roll's own outcome, nor a sentence that is the step's own */
      {
        g_autoptr(GString) caused = g_string_new (NULL);

        for (; outcomes != NULL && o < outcomes->len && g_array_index (outcomes, HeraldOutcome, o).action <= i; o++)
          {
            const HeraldOutcome *outcome = &g_array_index (outcomes, HeraldOutcome, o);
            g_autofree char *text = NULL;

            if (outcome->action != i || outcome->type == HERALD_OUTCOME_ROLLED
                || herald_history_outcome_is_step (a, outcome))
              continue;
            text = herald_text_describe_outcome (game, outcome);
            if (g_str_equal (text, description))
              continue;
            g_string_append_printf (caused, "%s%s", caused->len > 0 ? " · " : "", text);
          }
        csv_field (out, caused->str, TRUE);
      }
    }
  return g_string_free (out, FALSE);
}

/**
 * herald_export_json:
 * @game: a game
 *
 * Returns: (transfer full): the game file (docs/save-format.md), as Herald saves it
 */
char *
herald_export_json (HeraldGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  return herald_save_to_data (game, NULL);
}

/* PDF: A4 in points */
#define PAGE_W 595.0
#define PAGE_H 842.0
#define MARGIN 42.0

static double
pdf_text (cairo_t    *cr,
          const char *font,
          const char *text,
          double      x,
          double      y,
          double      width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string (font);
  int h;

  pango_layout_set_font_description (layout, desc);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text, -1);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  pango_layout_get_pixel_size (layout, NULL, &h);
  pango_font_description_free (desc);
  g_object_unref (layout);
  return y + h;
}

static void
pdf_chart (cairo_t         *cr,
           HeraldChartData *chart,
           double           x,
           double           y,
           double           width,
           double           height)
{
  HeraldChartColors colors;
  PangoFontDescription *font = pango_font_description_from_string ("Sans 7");

  gdk_rgba_parse (&colors.fg, "#000000");
  gdk_rgba_parse (&colors.bg, "#ffffff");
  gdk_rgba_parse (&colors.accent, "#3584e4");
  cairo_save (cr);
  cairo_translate (cr, x, y);
  herald_chart_data_draw (chart, cr, width, height, &colors, font);
  cairo_restore (cr);
  pango_font_description_free (font);
}

/**
 * herald_export_pdf:
 * @game: a game
 * @path: the PDF file to write (replaced)
 * @error: a %G_IO_ERROR when cairo cannot write the file
 *
 * Draws the one-page summary of the game (A4): who won, the final scores, the victory points
 * over the game, the production numbers against fair dice, the sevens per player, and the
 * attacks and metropolises in sentences.
 *
 * Returns: %TRUE when the file was written
 */
gboolean
herald_export_pdf (HeraldGame  *game,
                   const char  *path,
                   GError     **error)
{
  g_autoptr(HeraldStory) story = NULL;
  g_autoptr(HeraldChartData) points = NULL;
  g_autoptr(HeraldChartData) dice = NULL;
  g_autoptr(HeraldChartData) sevens = NULL;
  const HeraldState *state;
  HeraldStatistics st;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  double y, col_w = (PAGE_W - 2 * MARGIN - 18) / 2;
  g_autofree char *title = NULL;
  g_autoptr(GString) scores = g_string_new (NULL);
  g_autoptr(GString) events = g_string_new (NULL);

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  state = herald_game_get_state (game);
  story = herald_story_new (game);
  herald_game_get_statistics (game, &st);
  points = herald_story_view_points_chart (game, story);
  dice = herald_story_view_dice_chart (&st);
  sevens = herald_story_view_sevens_chart (game, story);

  surface = cairo_pdf_surface_create (path, PAGE_W, PAGE_H);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);

  if (state->winner >= 0)
    title = g_strdup_printf (_("%s Wins!"), herald_text_player_name (game, state->winner));
  else
    title = g_strdup (_("Game Over"));
  y = pdf_text (cr, "Sans Bold 20", title, MARGIN, MARGIN, PAGE_W - 2 * MARGIN);
  {
    g_autofree char *sub = NULL;
    g_autofree char *rounds = g_strdup_printf (_("Round %u"), state->round);

    if (story->first_time != 0)
      {
        g_autoptr(GDateTime) dt = g_date_time_new_from_unix_local (story->first_time);
        /* in the order of the language shown, not LC_TIME's "%x" */
        g_autofree char *date = herald_date_text (dt);

        /* Translators: the date a game was played, then its last round */
        sub = g_strdup_printf (_("Played on %s · %s"), date, rounds);
      }
    else
      sub = g_strdup (rounds);
    y = pdf_text (cr, "Sans 10", sub, MARGIN, y + 2, PAGE_W - 2 * MARGIN) + 10;
  }

  /* the final scores, best first */
  {
    guint order[HERALD_MAX_PLAYERS], vps[HERALD_MAX_PLAYERS];
    guint n = herald_game_get_standings (game, order, vps);

    for (guint k = 0; k < n; k++)
      {
        const HeraldPlayerStory *ps = &story->players[order[k]];
        guint drawn = ps->draws[0] + ps->draws[1] + ps->draws[2];

        g_autofree char *likely = herald_number_text (ps->expected_draws[0] + ps->expected_draws[1] +
                                                      ps->expected_draws[2], 1);
        g_autofree char *score = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               "%s: %u victory point",
                                                               "%s: %u victory points",
                                                               vps[order[k]]),
                                                  herald_text_player_name (game, order[k]),
                                                  vps[order[k]]);

        /* Translators: a player's final line: "Anna: 10 victory points", then Defender
         * cards, cities lost, progress cards drawn (and how many were likely: a number with a
         * fraction, "3.4") */
        g_string_append_printf (scores, _("%s · Defender %u · cities lost %u · progress cards %u (%s likely)\n"),
                                score, ps->defender, ps->cities_lost, drawn, likely);
      }
  }
  y = pdf_text (cr, "Sans 10", g_strchomp (scores->str), MARGIN, y, PAGE_W - 2 * MARGIN) + 14;

  y = pdf_text (cr, "Sans Bold 11", _("Victory Points over the Game"), MARGIN, y,
                PAGE_W - 2 * MARGIN) + 4;
  {
    /* a game entered in progress: where its points begin (tester report 30, N30-14) */
    g_autofree char *note = herald_story_view_points_note (story);

    if (note != NULL)
      y = pdf_text (cr, "Sans 8", note, MARGIN, y, PAGE_W - 2 * MARGIN) + 4;
  }
  pdf_chart (cr, points, MARGIN, y, PAGE_W - 2 * MARGIN, 190);
  y += 190 + 14;

  pdf_text (cr, "Sans Bold 11", _("Production Dice"), MARGIN, y, col_w);
  pdf_text (cr, "Sans Bold 11", _("Sevens per Player"), MARGIN + col_w + 18, y, col_w);
  y += 18;
  pdf_chart (cr, dice, MARGIN, y, col_w, 150);
  pdf_chart (cr, sevens, MARGIN + col_w + 18, y, col_w, 150);
  y += 150 + 4;
  y = pdf_text (cr, "Sans 8",
                _("Bars: how often each number came. Lines: what fair dice would bring."),
                MARGIN, y, PAGE_W - 2 * MARGIN) + 12;

  y = pdf_text (cr, "Sans Bold 11", _("Barbarian Attacks"), MARGIN, y, PAGE_W - 2 * MARGIN) + 2;
  for (guint i = 0; i < story->attacks->len; i++)
    {
      g_autofree char *sentence =
        herald_story_view_attack_sentence (game, &g_array_index (story->attacks,
                                                                 HeraldAttackStory, i));

      g_string_append_printf (events, "%s\n", sentence);
    }
  if (story->attacks->len == 0)
    g_string_append_printf (events, "%s\n", _("The barbarians have not landed yet."));
  if (story->metropolises->len > 0)
    g_string_append_printf (events, "\n%s:\n", _("Metropolises"));
  for (guint i = 0; i < story->metropolises->len; i++)
    {
      g_autofree char *sentence =
        herald_story_view_metropolis_sentence (game, &g_array_index (story->metropolises,
                                                                     HeraldMetropolisStory, i));

      g_string_append_printf (events, "%s\n", sentence);
    }
  /* what does not fit on the page is in the CSV and the game file */
  cairo_save (cr);
  cairo_rectangle (cr, 0, y, PAGE_W, PAGE_H - MARGIN / 2 - y);
  cairo_clip (cr);
  pdf_text (cr, "Sans 8", g_strchomp (events->str), MARGIN, y, PAGE_W - 2 * MARGIN);
  cairo_restore (cr);

  cairo_show_page (cr);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *name = herald_path_text (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   /* Translators: %s is the file, the second %s the reason */
                   _("Could not write %s: %s"), name, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* A game open in Herald, this one included, is never replaced by an export (newcomer report
 * 19, N19-1): herald_game_lock_claim () with the app's words for it, naming the file and who
 * holds it; #HERALD_STORE_ERROR_LOCKED */
static gboolean
claim_for_write (const char  *path,
                 int          lock_fds[2],
                 GError     **error)
{
  g_autofree char *held_lock = NULL;
  g_autofree char *who = NULL;
  g_autofree char *name = NULL;

  if (herald_game_lock_claim (path, lock_fds, &held_lock, NULL))
    return TRUE;
  who = herald_store_describe_lock (held_lock);
  name = g_filename_display_basename (path);
  /* Translators: the file's name, then who has it open ("It is open in another Herald.") */
  g_set_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED,
               _("%s is a game open in Herald; it is not replaced. %s"), name, who);
  return FALSE;
}

/**
 * herald_export_write:
 * @format: "csv", "json" or "pdf"
 * @path: the file to write; CSV and JSON replace it atomically
 * @error: a #GFileError or %G_IO_ERROR; #HERALD_STORE_ERROR_LOCKED when @path is a game
 *   open in Herald (claim_for_write ()), which is left as it was
 *
 * Returns: %TRUE when the file was written
 */
gboolean
herald_export_write (HeraldGame  *game,
                     const char  *format,
                     const char  *path,
                     GError     **error)
{
  g_autofree char *text = NULL;
  gboolean written;
  int lock_fds[2] = { -1, -1 };

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (format != NULL && path != NULL, FALSE);

  if (!g_str_equal (format, "pdf") && !g_str_equal (format, "csv") && !g_str_equal (format, "json"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "unknown format %s", format);
      return FALSE;
    }
  /* never over a game open in Herald, this one's included (newcomer report 19, N19-1) */
  if (!claim_for_write (path, lock_fds, error))
    return FALSE;
  if (g_str_equal (format, "pdf"))
    written = herald_export_pdf (game, path, error);
  else
    {
      text = g_str_equal (format, "csv") ? herald_export_csv (game) : herald_export_json (game);
      written = g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0644, error);
    }
  herald_game_lock_unclaim (lock_fds);
  return written;
}
