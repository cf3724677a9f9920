/* herald-games-page.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The start page's list of games: unfinished ones to resume, finished ones to look at, each
 * with its players, round, date and winner, deleted with an Undo toast. What the games are
 * comes from HeraldLibrary; opening one is the session's (herald_session_open()). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-session-game-file.h"
#include "herald-games-page.h"
#include "herald-clamp-layout.h"
#include "herald-dialog-util.h"
#include "herald-shadow-cache.h"
#include "herald-error-toast.h"
#include "herald-toast-gate.h"
#include "herald-text.h"
#include "herald-path-text.h"

struct _HeraldGamesPage
{
  AdwBin               parent_instance;

  HeraldShadowCache   *shadows;

  /* Template widgets */
  GtkWidget           *resume_button;
  GtkLabel            *resume_label;
  GtkWidget           *unfinished_group;
  GtkListBox          *unfinished_list;
  GtkWidget           *finished_group;
  GtkListBox          *finished_list;

  /* Owned */
  HeraldSession       *session;
  HeraldLibrary       *library;
  GListModel          *entries;
  char                *latest;      /* the unfinished game saved last */
  AdwToast            *toast;       /* weak: the Undo of the last deletion */
  gboolean             stale;       /* the folder changed while the page was not shown */
  guint                n_reloads;   /* how often the list was made from the folder */
};

G_DEFINE_FINAL_TYPE (HeraldGamesPage, herald_games_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_HAS_UNFINISHED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* "Round 8 · saved Dec 1, 14:02", "Won by Anna · Dec 1, 14:02", … */
static char *
describe_entry (HeraldLibraryEntry *entry)
{
  g_autofree char *when = herald_library_format_date (herald_library_entry_get_modified (entry));
  g_autofree char *text = NULL;

  switch (herald_library_entry_get_kind (entry))
    {
    case HERALD_LIBRARY_PLAYING:
      /* Translators: a game on the start page: the round, then when it was saved */
      text = g_strdup_printf (_("Round %u · saved %s"), herald_library_entry_get_round (entry), when);
      break;
    case HERALD_LIBRARY_FINISHED:
      if (herald_library_entry_get_winner (entry) != NULL)
        /* Translators: a finished game on the start page: the winner, then when it ended */
        text = g_strdup_printf (_("Won by %s · %s"), herald_library_entry_get_winner (entry), when);
      else
        text = g_strdup (when);
      break;
    case HERALD_LIBRARY_NEWER:
      text = g_strdup (_("Saved by a newer Herald: open it there"));
      break;
    case HERALD_LIBRARY_UNREADABLE:
    default:
      /* why, as the loader said it, before anything is moved aside (newcomer report 19,
       * N19-5: every broken game's row read the same) */
      text = g_strdup (herald_library_entry_get_message (entry) != NULL
                       ? herald_library_entry_get_message (entry)
                       : _("The saved game could not be read."));
      break;
    }

  /* the copy Save Elsewhere left behind: opening it opens the game where it went on (breaker
   * report 13) */
  if (herald_library_entry_get_moved_to (entry) != NULL)
    {
      const char *to = herald_library_entry_get_moved_to (entry);
      g_autofree char *name = herald_path_text (to);
      g_autofree char *note = NULL;
      g_autofree char *was = g_steal_pointer (&text);

      if (g_file_test (to, G_FILE_TEST_IS_REGULAR))
        /* Translators: under a game on the start page that was saved elsewhere: the file it
         * went on in; opening the row opens that file */
        note = g_strdup_printf (_("Older copy: the game went on in %s"), name);
      else
        /* Translators: as "Older copy: …", when that file is no longer there */
        note = g_strdup_printf (_("Older copy: the game went on in %s, which is not there now"), name);
      text = g_strdup_printf ("%s\n%s", note, was);
    }

  if (herald_library_entry_get_locked (entry))
    /* Translators: a game open in another Herald, then its description */
    return g_strdup_printf (_("Open in another Herald · %s"), text);
  return g_steal_pointer (&text);
}

/* The file the game of @path went on in when @path is the copy Save Elsewhere left behind and
 * that file is there (herald_library_entry_get_moved_to ()), else %NULL */
static const char *
moved_to (HeraldGamesPage *self,
          const char      *path)
{
  for (guint i = 0; self->entries != NULL && i < g_list_model_get_n_items (self->entries); i++)
    {
      g_autoptr(HeraldLibraryEntry) entry = g_list_model_get_item (self->entries, i);
      const char *to = herald_library_entry_get_moved_to (entry);

      if (g_str_equal (herald_library_entry_get_path (entry), path))
        return to != NULL && g_file_test (to, G_FILE_TEST_IS_REGULAR) ? to : NULL;
    }
  return NULL;
}

/* The page's toasts show in the window's overlay, at the bottom of the window: in an overlay
 * of the page's own, inside the scrolled start page, a deletion's Undo sat at the bottom of a
 * long list, out of sight, and the game was purged 10 s later (breaker report 9, item 3).
 * Through the toast gate, as the window's toasts (libadwaita 1.2, herald-toast-gate.c). */
static void
show_toast (HeraldGamesPage *self,
            AdwToast        *toast)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (overlay == NULL)
    {
      /* a page outside a window: nowhere to show it (a deleted game stays in the trash,
       * purged at the next start) */
      g_object_unref (toast);
      return;
    }
  herald_toast_gate_add (ADW_TOAST_OVERLAY (overlay), toast);
}

static void
toast_button_cb (AdwToast *toast,
                 gpointer  user_data)
{
  HeraldGamesPage *self = user_data;
  const char *path = g_object_get_data (G_OBJECT (toast), "path");
  g_autoptr(GError) error = NULL;

  g_object_set_data (G_OBJECT (toast), "restored", GINT_TO_POINTER (TRUE));
  /* Herald's words in the toast, GLib's ("…/Tom & Jerry.json: File exists") in its Details */
  if (!herald_library_restore (self->library, path, &error))
    herald_error_toast_show (GTK_WIDGET (self), _("The deleted game could not be brought back"), error->message);
  herald_games_page_reload (self);
}

/* the Undo is gone: the game goes for good */
static void
toast_dismissed_cb (AdwToast *toast,
                    gpointer  user_data)
{
  HeraldGamesPage *self = user_data;

  if (g_object_get_data (G_OBJECT (toast), "restored") == NULL && self->library != NULL)
    herald_library_purge (self->library, g_object_get_data (G_OBJECT (toast), "path"));
}

static void
delete_clicked_cb (GtkButton       *button,
                   HeraldGamesPage *self)
{
  const char *path = g_object_get_data (G_OBJECT (button), "path");
  g_autoptr(GError) error = NULL;
  AdwToast *toast;

  if (!herald_library_trash (self->library, path, &error))
    {
      herald_error_toast_show (GTK_WIDGET (self), _("The game could not be deleted"), error->message);
      return;
    }
  toast = adw_toast_new (_("Game deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_set_timeout (toast, 10);
  g_object_set_data_full (G_OBJECT (toast), "path", g_strdup (path), g_free);
  /* the library outlives the toast's signals through the page's reference */
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (toast_button_cb), self, 0);
  g_set_weak_pointer (&self->toast, toast);
  /* each deletion's Undo stays its whole time, one after the other; the gate's handler of
   * ::dismissed comes first */
  herald_toast_gate_keep (toast);
  show_toast (self, g_object_ref (toast));
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
  g_object_unref (toast);
  herald_games_page_reload (self);
}

/* The names of a game's players, on a line of their own: the isolated names
 * (herald_library_join_players()) hold no strong character outside their isolates, and Pango
 * takes the line's direction from the first strong one, which a right-to-left override in the
 * first name would be (the names then read in reverse order). A mark of the window's
 * direction begins the line.
 *
 * When no name holds a character that can reorder text (herald_text_is_bidi_active()), the
 * isolates are
 * left out: such a line shows the same with or without them, and every isolate splits the
 * line into runs that Pango shapes one by one (9 runs for 4 names, each shaped again at every
 * width the line is laid out at: 6 M instructions of the first frame with a game to resume,
 * docs/performance.md). */
static char *
players_line (HeraldGamesPage *self,
              const char      *players)
{
  const char *mark = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL
                     ? "\u200f" : "\u200e";
  GString *line = g_string_new (mark);

  for (const char *c = players; *c != '\0'; c = g_utf8_next_char (c))
    {
      gunichar u = g_utf8_get_char (c);

      if (u != 0x2068 && u != 0x2069 && herald_text_is_bidi_active (u))
        {
          g_string_free (line, TRUE);
          return g_strconcat (mark, players, NULL);
        }
      if (u != 0x2068 && u != 0x2069)
        g_string_append_unichar (line, u);
    }
  return g_string_free (line, FALSE);
}

/* The title of a game that does not load: its file's name, so that two broken games are two
 * rows one can tell apart before opening one moves it aside (newcomer report 19, N19-5) */
static char *
unreadable_line (HeraldLibraryEntry *entry)
{
  g_autofree char *base = g_path_get_basename (herald_library_entry_get_path (entry));
  g_autofree char *file = herald_path_text (base);

  /* Translators: the title of a game on the start page that does not load: its file's name
   * ("Unreadable game 20261203-084130-ea44.json"); the reason is under it */
  return g_strdup_printf (_("Unreadable game %s"), file);
}

/* The row's title: its players, or the file of a game that does not load */
static char *
row_title (HeraldGamesPage    *self,
           HeraldLibraryEntry *entry)
{
  const char *players = herald_library_entry_get_players (entry);

  return players != NULL ? players_line (self, players) : unreadable_line (entry);
}

/* The row's subtitle: what the game is (describe_entry ()), then its file's name when
 * @name_file (rows_alike ()) */
static char *
row_subtitle (HeraldLibraryEntry *entry,
              gboolean            name_file)
{
  g_autofree char *what = describe_entry (entry);
  g_autofree char *base = NULL;
  g_autofree char *file = NULL;

  if (!name_file)
    return g_steal_pointer (&what);
  base = g_path_get_basename (herald_library_entry_get_path (entry));
  file = herald_path_text (base);
  /* Translators: a game's description on the start page, then its file's name, shown when
   * another game's row would read the same ("Round 5 · saved Dec 3, 13:01 · file copy.json") */
  return g_strdup_printf (_("%s · file %s"), what, file);
}

/* Which rows of @entries would read the same as another (a game's file copied in the folder:
 * the same players, round and minute saved): their subtitles name their files, so that the
 * table can tell them apart (newcomer report 20, N20-12). A set of the paths. */
static GHashTable *
rows_alike (HeraldGamesPage *self,
            GListModel      *entries)
{
  g_autoptr(GHashTable) first = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GHashTable *alike = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      g_autoptr(HeraldLibraryEntry) entry = g_list_model_get_item (entries, i);
      g_autofree char *title = row_title (self, entry);
      g_autofree char *subtitle = describe_entry (entry);
      char *key = g_strconcat (title, "\n", subtitle, NULL);
      const char *path = herald_library_entry_get_path (entry);
      const char *other = g_hash_table_lookup (first, key);

      if (other == NULL)
        {
          g_hash_table_insert (first, key, g_strdup (path));
          continue;
        }
      g_hash_table_add (alike, g_strdup (other));
      g_hash_table_add (alike, g_strdup (path));
      g_free (key);
    }
  return alike;
}

/* A game's row: its players over what it is, then its delete button and an arrow. A GtkGrid
 * of two labels set once, rather than an AdwActionRow: the row's header is a horizontal GtkBox,
 * and a GtkBox measures each child's width for its height as it allocates them, which for the
 * action row's two wrapping labels is a binary search of Pango layouts at each allocation
 * (74 M of the 93 M instructions the row cost the first frame with a game to resume:
 * docs/performance.md). A grid measures the widths first, then the heights for them. The
 * labels still wrap (a phone's narrow list shows every name), and the look is the action
 * row's: its margins, spacing and height, the title and the dimmed, smaller subtitle. */
static GtkWidget *
create_row (HeraldGamesPage    *self,
            HeraldLibraryEntry *entry,
            gboolean            name_file)
{
  const char *players = herald_library_entry_get_players (entry);
  g_autofree char *subtitle = row_subtitle (entry, name_file);
  g_autofree char *line = row_title (self, entry);
  g_autofree char *delete_label = NULL;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *title_label = gtk_label_new (line);
  GtkWidget *subtitle_label = gtk_label_new (subtitle);
  GtkWidget *button;
  GtkWidget *arrow;

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "path", g_strdup (herald_library_entry_get_path (entry)), g_free);

  /* libadwaita's `row > box.header` and `box.title`: 12 px at the sides, 6 px between the
   * parts, at least 50 px high, 6 px above and below the texts, 3 px between them */
  gtk_widget_set_margin_start (grid, 12);
  gtk_widget_set_margin_end (grid, 12);
  gtk_widget_set_size_request (grid, -1, 50);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 3);

  for (guint i = 0; i < 2; i++)
    {
      GtkLabel *label = GTK_LABEL (i == 0 ? title_label : subtitle_label);

      gtk_label_set_xalign (label, 0);
      gtk_widget_set_hexpand (GTK_WIDGET (label), TRUE);
    }
  gtk_widget_add_css_class (title_label, "title");
  gtk_label_set_yalign (GTK_LABEL (title_label), 1);
  gtk_widget_set_margin_top (title_label, 6);
  /* `row label.subtitle`: smaller and dimmed */
  gtk_widget_add_css_class (subtitle_label, "subtitle");
  gtk_label_set_yalign (GTK_LABEL (subtitle_label), 0);
  gtk_widget_set_margin_bottom (subtitle_label, 6);
  /* between words; a 64-character name without a space anywhere (verify report 12, V12-2) */
  herald_label_wrap_words (GTK_LABEL (title_label), HERALD_ROW_WORD_WIDTH);
  herald_label_wrap_words (GTK_LABEL (subtitle_label), HERALD_ROW_WORD_WIDTH);
  gtk_grid_attach (GTK_GRID (grid), title_label, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), subtitle_label, 0, 1, 1, 1);
  gtk_widget_set_vexpand (title_label, TRUE);
  gtk_widget_set_vexpand (subtitle_label, TRUE);

  button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Delete Game"));
  /* Translators: the accessible name of a game's delete button: the game's players */
  if (players != NULL)
    delete_label = g_strdup_printf (_("Delete the game of %s"), players);
  else
    {
      /* an unreadable game has no players to name it by: its file does (breaker report 13:
       * it was "Delete the game of The saved game could not be read.") */
      g_autofree char *file = g_path_get_basename (herald_library_entry_get_path (entry));

      /* Translators: the accessible name of an unreadable game's delete button: its file */
      delete_label = g_strdup_printf (_("Delete the unreadable game %s"), file);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, delete_label, -1);
  g_object_set_data_full (G_OBJECT (button), "path", g_strdup (herald_library_entry_get_path (entry)), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (delete_clicked_cb), self);
  gtk_grid_attach (GTK_GRID (grid), button, 1, 0, 1, 2);

  arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  gtk_widget_set_valign (arrow, GTK_ALIGN_CENTER);
  gtk_grid_attach (GTK_GRID (grid), arrow, 2, 0, 1, 2);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), grid);
  /* named by its players, described by the rest, as an action row is */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, title_label, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, subtitle_label, NULL,
                                  -1);
  return row;
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* The game whose row holds the keyboard focus (the row or its delete button), its list and
 * its place in it; %NULL when the focus is elsewhere */
static char *
focused_game (HeraldGamesPage  *self,
              GtkListBox      **list,
              gint             *index)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) : NULL;
  GtkWidget *parent = row != NULL ? gtk_widget_get_parent (row) : NULL;

  if (parent != GTK_WIDGET (self->unfinished_list) && parent != GTK_WIDGET (self->finished_list))
    return NULL;
  *list = GTK_LIST_BOX (parent);
  *index = gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row));
  return g_strdup (g_object_get_data (G_OBJECT (row), "path"));
}

/* After a reload, the focus goes back to the row of the same game; if that game is gone, to
 * the row now in its place in the same list (or the list's last), else to the other list,
 * else to Resume Game: never lost to the window */
static void
refocus (HeraldGamesPage *self,
         const char      *path,
         GtkListBox      *list,
         gint             index)
{
  GtkListBox *lists[] = { self->unfinished_list, self->finished_list };
  GtkListBoxRow *row;
  GtkListBox *other = list == self->unfinished_list ? self->finished_list : self->unfinished_list;

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (lists[l])); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (g_strcmp0 (g_object_get_data (G_OBJECT (child), "path"), path) == 0)
        {
          gtk_widget_grab_focus (child);
          return;
        }
  row = gtk_list_box_get_row_at_index (list, index);
  for (gint i = index - 1; row == NULL && i >= 0; i--)
    row = gtk_list_box_get_row_at_index (list, i);
  if (row == NULL)
    row = gtk_list_box_get_row_at_index (other, 0);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  else if (gtk_widget_get_visible (self->resume_button))
    gtk_widget_grab_focus (self->resume_button);
}

/**
 * herald_games_page_reload:
 *
 * Reads the games folder again and shows it: Resume for the game saved last, the unfinished
 * games, then the finished ones. A row that had the keyboard focus keeps it (its game's row,
 * wherever the game now is in the list; if the game is gone, the row now in its place).
 */
void
herald_games_page_reload (HeraldGamesPage *self)
{
  guint n_unfinished = 0, n_finished = 0;
  g_autoptr(GHashTable) alike = NULL;
  gboolean had_unfinished;
  g_autofree char *focused = NULL;
  GtkListBox *focused_list = NULL;
  gint focused_index = -1;

  g_return_if_fail (HERALD_IS_GAMES_PAGE (self));

  self->n_reloads++;
  self->stale = FALSE;
  had_unfinished = self->latest != NULL;
  focused = focused_game (self, &focused_list, &focused_index);
  clear_list (self->unfinished_list);
  clear_list (self->finished_list);
  g_clear_object (&self->entries);
  g_clear_pointer (&self->latest, g_free);
  if (self->library == NULL)
    {
      if (had_unfinished)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_UNFINISHED]);
      return;
    }

  self->entries = herald_library_list (self->library);
  alike = rows_alike (self, self->entries);
  for (guint i = 0; i < g_list_model_get_n_items (self->entries); i++)
    {
      g_autoptr(HeraldLibraryEntry) entry = g_list_model_get_item (self->entries, i);
      gboolean finished = herald_library_entry_get_kind (entry) == HERALD_LIBRARY_FINISHED;
      gboolean name_file = g_hash_table_contains (alike, herald_library_entry_get_path (entry));

      gtk_list_box_append (finished ? self->finished_list : self->unfinished_list,
                           create_row (self, entry, name_file));
      if (finished)
        n_finished++;
      else
        n_unfinished++;
      if (self->latest == NULL && herald_library_entry_get_kind (entry) == HERALD_LIBRARY_PLAYING)
        {
          g_autofree char *subtitle = describe_entry (entry);
          g_autofree char *line = players_line (self, herald_library_entry_get_players (entry));
          g_autofree char *text = g_strdup_printf ("%s\n%s", line, subtitle);

          self->latest = g_strdup (herald_library_entry_get_path (entry));
          gtk_label_set_label (self->resume_label, text);
        }
    }
  gtk_widget_set_visible (self->resume_button, self->latest != NULL);
  if (self->latest != NULL)
    gtk_widget_add_css_class (self->resume_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->resume_button, "suggested-action");
  gtk_widget_set_visible (GTK_WIDGET (self->resume_label), self->latest != NULL);
  gtk_widget_set_visible (self->unfinished_group, n_unfinished > 0);
  gtk_widget_set_visible (self->finished_group, n_finished > 0);
  if (focused != NULL)
    refocus (self, focused, focused_list, focused_index);
  if (had_unfinished != (self->latest != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_UNFINISHED]);
}

/**
 * herald_games_page_get_n_reloads:
 *
 * Returns: how often the page made its list from the games folder (herald_games_page_reload ())
 */
guint
herald_games_page_get_n_reloads (HeraldGamesPage *self)
{
  g_return_val_if_fail (HERALD_IS_GAMES_PAGE (self), 0);

  return self->n_reloads;
}

/* Whether @widget is on its way out or gone: inside a page of a GtkStack that is not the one
 * shown (still mapped while the stack's crossfade runs) */
static gboolean
leaving_stack (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      GtkWidget *parent = gtk_widget_get_parent (w);

      if (GTK_IS_STACK (parent) && gtk_stack_get_visible_child (GTK_STACK (parent)) != w)
        return TRUE;
    }
  return FALSE;
}

/* Another Herald (or anyone) changed the games folder: the list follows at once where it is
 * shown; a page not shown (a game is open) reads it again when it shows. Nor while the page
 * fades out as a game opens (the new game's first save came within the crossfade): its new
 * rows were laid out then and kept that size under the table, given to screen readers as if
 * shown ("HeraldGamesPage" and a row's "GtkImage" in ui-a11y's scans of the table, at load 17) */
static void
library_changed_cb (HeraldGamesPage *self)
{
  if (gtk_widget_get_root (GTK_WIDGET (self)) == NULL ||
      (gtk_widget_get_mapped (GTK_WIDGET (self)) && !leaving_stack (GTK_WIDGET (self))))
    herald_games_page_reload (self);
  else
    self->stale = TRUE;
}

static void
herald_games_page_map (GtkWidget *widget)
{
  HeraldGamesPage *self = HERALD_GAMES_PAGE (widget);

  GTK_WIDGET_CLASS (herald_games_page_parent_class)->map (widget);
  if (self->stale)
    herald_games_page_reload (self);
}

static GtkWindow *
get_window (HeraldGamesPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static AdwMessageDialog *
message (HeraldGamesPage *self,
         const char      *heading,
         const char      *body)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (get_window (self), heading, body));

  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  return dialog;
}

/* The game a question asks about, kept on the question itself: `herald FILE` twice puts a
 * second question over the first, and one kept for the page answered both with the file
 * asked for last (break51). ANYWHERE_KEY: chosen with Open Game (a copy may be its game). */
#define OPENING_KEY "herald-opening"
#define ANYWHERE_KEY "herald-opening-anywhere"

static void
locked_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    HeraldGamesPage  *self)
{
  g_autoptr(GError) error = NULL;
  const char *opening = g_object_get_data (G_OBJECT (dialog), OPENING_KEY);
  gboolean anywhere = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), ANYWHERE_KEY));

  /* a file played in a copy (a backup, a read-only place): the copy is looked at */
  if (g_strcmp0 (response, "look") == 0 && opening != NULL &&
      !(anywhere ? herald_session_look_at_file (self->session, opening, &error)
                 : herald_session_open (self->session, opening, TRUE, &error)))
    herald_error_toast_show (GTK_WIDGET (self), _("The game could not be opened to look at"), error->message);
}

static void
broken_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    HeraldGamesPage  *self)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "backup") == 0 && !herald_session_resume_backup (self->session, &error))
    herald_error_toast_show (GTK_WIDGET (self), _("The last backup could not be opened"), error->message);
  herald_games_page_reload (self);
}

static void open_game (HeraldGamesPage *self,
                       const char      *path,
                       gboolean         from_anywhere);

/**
 * herald_games_page_open:
 * @path: a game's file
 *
 * Opens the game in the session. A game open in another Herald is offered to look at only;
 * a game of a newer Herald is left alone with a message; a file that does not load is
 * reported with where it was kept, and its latest backup is offered.
 */
void
herald_games_page_open (HeraldGamesPage *self,
                        const char      *path)
{
  g_return_if_fail (HERALD_IS_GAMES_PAGE (self));
  g_return_if_fail (path != NULL);

  open_game (self, path, FALSE);
}

/**
 * herald_games_page_open_file:
 * @path: a file chosen by the table (*Open Game…*, `herald FILE`), anywhere
 *
 * Opens the game saved in @path and plays it in place (herald_session_open_file()). A game
 * open in another Herald is offered to look at only, a game of a newer Herald is left alone
 * with a message; a file that is not a Herald game that loads is refused with the loader's
 * reason and left exactly as it is (never moved aside).
 */
void
herald_games_page_open_file (HeraldGamesPage *self,
                             const char      *path)
{
  g_return_if_fail (HERALD_IS_GAMES_PAGE (self));
  g_return_if_fail (path != NULL);

  open_game (self, path, TRUE);
}

static void
open_game (HeraldGamesPage *self,
           const char      *path,
           gboolean         from_anywhere)
{
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  g_autofree char *went_to = NULL;

  /* the copy Save Elsewhere left behind: the game is played on where it went, never in the
   * older copy (breaker report 13) */
  if (!from_anywhere && (went_to = g_strdup (moved_to (self, path))) != NULL)
    {
      path = went_to;
      from_anywhere = TRUE;
    }
  if (from_anywhere ? herald_session_open_file (self->session, path, &error)
                    : herald_session_open (self->session, path, FALSE, &error))
    return;

  if (g_error_matches (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED))
    {
      g_autofree char *body = g_strdup_printf (_("%s Steps entered here could not be saved, so "
                                                 "here it can only be looked at."), error->message);

      dialog = message (self, _("This Game Is Open Elsewhere"), body);
      adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
      adw_message_dialog_add_response (dialog, "look", _("_Look Only"));
      adw_message_dialog_set_response_appearance (dialog, "look", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "look");
      adw_message_dialog_set_close_response (dialog, "cancel");
      g_object_set_data_full (G_OBJECT (dialog), OPENING_KEY, g_strdup (path), g_free);
      g_object_set_data (G_OBJECT (dialog), ANYWHERE_KEY, GINT_TO_POINTER (from_anywhere));
      g_signal_connect_object (dialog, "response", G_CALLBACK (locked_response_cb), self, 0);
    }
  else if (g_error_matches (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_NEWER))
    {
      dialog = message (self, _("This Game Needs a Newer Herald"), error->message);
      adw_message_dialog_add_response (dialog, "close", _("_Close"));
    }
  else if (from_anywhere)
    {
      /* the file was not touched, and the open game (if any) stays open */
      dialog = message (self, _("This File Could Not Be Opened"), error->message);
      adw_message_dialog_add_response (dialog, "close", _("_Close"));
    }
  else
    {
      gboolean backup = herald_session_has_backup (self->session);
      g_autofree char *body = NULL;

      /* the message says where the file is now (or why it stayed where it was); a game listed
       * by its backups alone (its file was set aside as damaged) says so */
      if (backup && !g_file_test (path, G_FILE_TEST_EXISTS))
        body = g_strdup (_("This game’s file was damaged and set aside; its backups are kept.\n\n"
                           "Open the last backup, made at the start of the latest turn it saw."));
      else if (backup)
        body = g_strdup_printf (_("%s\n\nOpen the last backup, made at the start of the latest "
                                  "turn it saw, or start a new game."), error->message);
      else
        body = g_strdup_printf (_("%s\n\nStart a new game to go on."), error->message);
      dialog = message (self, _("The Saved Game Could Not Be Opened"), body);
      adw_message_dialog_add_response (dialog, "close", _("_Close"));
      if (backup)
        {
          adw_message_dialog_add_response (dialog, "backup", _("Open Last _Backup"));
          adw_message_dialog_set_response_appearance (dialog, "backup", ADW_RESPONSE_SUGGESTED);
          adw_message_dialog_set_default_response (dialog, "backup");
        }
      g_signal_connect_object (dialog, "response", G_CALLBACK (broken_response_cb), self, 0);
    }
  gtk_window_present (GTK_WINDOW (dialog));
  herald_games_page_reload (self);
}

/**
 * herald_games_page_resume_latest:
 *
 * Opens the unfinished game saved last (*Resume Game*), as herald_games_page_open().
 *
 * Returns: whether there was one
 */
gboolean
herald_games_page_resume_latest (HeraldGamesPage *self)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (HERALD_IS_GAMES_PAGE (self), FALSE);

  if (self->latest == NULL)
    return FALSE;
  path = g_strdup (self->latest);
  herald_games_page_open (self, path);
  return TRUE;
}

/**
 * herald_games_page_has_unfinished:
 *
 * Returns: whether an unfinished game can be resumed
 */
gboolean
herald_games_page_has_unfinished (HeraldGamesPage *self)
{
  g_return_val_if_fail (HERALD_IS_GAMES_PAGE (self), FALSE);

  return self->latest != NULL;
}

/**
 * herald_games_page_get_resume_button:
 *
 * Returns: (transfer none) (nullable): *Resume Game*, when an unfinished game can be resumed
 *   (herald_games_page_has_unfinished ()): the start page's default then, suggested and
 *   focused first (tester report 45, N45-14)
 */
GtkWidget *
herald_games_page_get_resume_button (HeraldGamesPage *self)
{
  g_return_val_if_fail (HERALD_IS_GAMES_PAGE (self), NULL);

  return self->latest != NULL ? self->resume_button : NULL;
}

static void
resume_clicked_cb (HeraldGamesPage *self)
{
  herald_games_page_resume_latest (self);
}

static void
row_activated_cb (HeraldGamesPage *self,
                  GtkListBoxRow   *row)
{
  g_autofree char *path = g_strdup (g_object_get_data (G_OBJECT (row), "path"));

  if (path != NULL)
    herald_games_page_open (self, path);
}

/**
 * herald_games_page_setup:
 * @session: the window's session
 * @library: (nullable): the games folder, or %NULL for `$XDG_DATA_HOME/herald`
 *
 * Prepares the games folder once per window: moves the game of an earlier Herald into it
 * (herald_library_migrate()), removes the games whose Undo was never answered, gives the
 * session the folder for new games, and lists the games. The list follows the folder from
 * then on (herald_library_watch()): a game another Herald saves, closes or deletes shows at
 * once while the page is shown, else when it next shows.
 */
void
herald_games_page_setup (HeraldGamesPage *self,
                         HeraldSession   *session,
                         HeraldLibrary   *library)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (HERALD_IS_GAMES_PAGE (self));
  g_return_if_fail (HERALD_IS_SESSION (session));

  g_set_object (&self->session, session);
  if (self->library != NULL)
    g_signal_handlers_disconnect_by_data (self->library, self);
  g_clear_object (&self->library);
  self->library = library != NULL ? g_object_ref (library) : herald_library_new (NULL);
  /* games saved, closed or deleted by another Herald show without a restart */
  if (!herald_library_watch (self->library, &error))
    {
      g_debug ("The list of games does not follow the games folder: %s", error->message);
      g_clear_error (&error);
    }
  g_signal_connect_object (self->library, "changed", G_CALLBACK (library_changed_cb), self,
                           G_CONNECT_SWAPPED);

  herald_library_migrate (self->library, &error);
  if (error != NULL)
    g_warning ("The saved game of an earlier Herald stays where it is: %s", error->message);
  herald_library_empty_trash (self->library, HERALD_LIBRARY_TRASH_KEEP_SECONDS);
  herald_session_set_games_folder (session, herald_library_get_games_folder (self->library));
  herald_games_page_reload (self);
}

static void
herald_games_page_dispose (GObject *object)
{
  HeraldGamesPage *self = (HeraldGamesPage *)object;

  /* a toast still on screen goes first (the overlay warns otherwise); its game is purged */
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  g_clear_weak_pointer (&self->toast);
  g_clear_object (&self->entries);
  g_clear_object (&self->session);
  if (self->library != NULL)
    g_signal_handlers_disconnect_by_data (self->library, self);
  g_clear_object (&self->library);

  G_OBJECT_CLASS (herald_games_page_parent_class)->dispose (object);
}

static void
herald_games_page_finalize (GObject *object)
{
  HeraldGamesPage *self = (HeraldGamesPage *)object;

  g_clear_pointer (&self->latest, g_free);
  g_clear_pointer (&self->shadows, herald_shadow_cache_free);

  G_OBJECT_CLASS (herald_games_page_parent_class)->finalize (object);
}

/* the lists' shadows drawn as pictures: on software GL a blurred shadow alone cost about
 * 15 ms of the first frame with a game listed (herald-shadow-cache.c) */
static void
herald_games_page_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  HeraldGamesPage *self = HERALD_GAMES_PAGE (widget);

  herald_shadow_cache_snapshot_children (widget, self->shadows, snapshot);
}

static void
herald_games_page_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  HeraldGamesPage *self = HERALD_GAMES_PAGE (object);

  switch (prop_id)
    {
    case PROP_HAS_UNFINISHED:
      g_value_set_boolean (value, self->latest != NULL);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_games_page_class_init (HeraldGamesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_games_page_dispose;
  object_class->finalize = herald_games_page_finalize;
  object_class->get_property = herald_games_page_get_property;
  widget_class->map = herald_games_page_map;
  widget_class->snapshot = herald_games_page_snapshot;

  /**
   * HeraldGamesPage:has-unfinished:
   *
   * Whether an unfinished game can be resumed (herald_games_page_has_unfinished()); it
   * changes as the list is read again, also when another Herald changed the games folder.
   */
  properties[PROP_HAS_UNFINISHED] =
    g_param_spec_boolean ("has-unfinished", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/herald/Herald/ui/herald-games-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HeraldGamesPage, resume_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldGamesPage, resume_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldGamesPage, unfinished_group);
  gtk_widget_class_bind_template_child (widget_class, HeraldGamesPage, unfinished_list);
  gtk_widget_class_bind_template_child (widget_class, HeraldGamesPage, finished_group);
  gtk_widget_class_bind_template_child (widget_class, HeraldGamesPage, finished_list);
  gtk_widget_class_bind_template_callback (widget_class, resume_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

/* The page is at most MAX_WIDTH px wide, centred, measured only as a height-for-width widget
 * (herald-clamp-layout.c): under an AdwClamp every wrapping label of the page (the players of
 * the game to resume, each row's two labels) answered with a binary search of Pango layouts in
 * the first frame (docs/performance.md). Below MAX_WIDTH the page takes the whole width. */
#define MAX_WIDTH 560

static void
herald_games_page_init (HeraldGamesPage *self)
{
  self->shadows = herald_shadow_cache_new ();
  gtk_widget_set_layout_manager (GTK_WIDGET (self), herald_clamp_layout_new (MAX_WIDTH));
  gtk_widget_init_template (GTK_WIDGET (self));
}
