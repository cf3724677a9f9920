/* herald-help-overlay.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The shortcuts window (Ctrl+?, the main menu's Keyboard Shortcuts) made to fit the window it
 * is over. GTK's window asked for two columns of shortcuts whose titles never wrap, and for a
 * search entry of 40 characters: 832 px at least, over a phone's 360 px (issue 11). It is
 * GTK's own window still, with its search: only its widgets' sizes are changed. Where its two
 * columns do not fit (a phone) the same shortcuts show as a list of their own
 * (herald_help_overlay_show ()). */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "herald-dialog-util.h"
#include "herald-help-overlay.h"

/* the shortcuts per column in the window's own layout (help-overlay.ui's max-height) */
#define WIDE_KEY "herald-wide-max-height"

/* Every title in @widget wraps between words instead of asking for its whole length; the
 * search entry asks for a few characters only */
static void
let_shrink (GtkWidget *widget,
            gboolean   in_shortcut)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && in_shortcut)
        {
          gtk_label_set_ellipsize (GTK_LABEL (child), PANGO_ELLIPSIZE_NONE);
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD);
          gtk_label_set_width_chars (GTK_LABEL (child), -1);
          gtk_label_set_max_width_chars (GTK_LABEL (child), 40);
        }
      else if (GTK_IS_SEARCH_ENTRY (child))
        {
          gtk_editable_set_width_chars (GTK_EDITABLE (child), 8);
        }
      else if (GTK_IS_STACK (child) && GTK_IS_SHORTCUTS_SECTION (widget))
        {
          /* a section's columns are the pages of a stack, named "_1", "_2" (GTK's names, made
           * again each time they are laid out), and screen readers named a page by it: Orca
           * said "_1 panel" as the window opened. A page is no place of its own: unnamed */
          g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (GTK_STACK (child)));

          for (guint i = 0; i < g_list_model_get_n_items (pages); i++)
            {
              g_autoptr(GObject) page = g_list_model_get_item (pages, i);

              gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
            }
        }
      else if (GTK_IS_SHORTCUTS_GROUP (child))
        {
          /* GTK gives the titles of a column one size group (again each time the section
           * lays out its columns, when it maps): a size group measures each title's width for
           * its row's height, one line for most, so that every title asked for the width of
           * the longest on one line and ran out of the window */
          g_object_set (child, "title-size-group", NULL, NULL);
        }
      let_shrink (child, in_shortcut || GTK_IS_SHORTCUTS_SHORTCUT (child));
    }
}

/* The sections of @widget, their columns as long as @max_height (0: the window's own) */
static void
set_columns (GtkWidget *widget,
             guint      max_height)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SHORTCUTS_SECTION (child))
        {
          guint wide = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), WIDE_KEY));

          if (wide == 0)
            {
              g_object_get (child, "max-height", &wide, NULL);
              g_object_set_data (G_OBJECT (child), WIDE_KEY, GUINT_TO_POINTER (wide));
            }
          g_object_set (child, "max-height", max_height > 0 ? max_height : wide, NULL);
          continue;
        }
      set_columns (child, max_height);
    }
}

/* Each shortcut of @widget with its keys above its title (@stacked, as on a phone, where its
 * title has the column's whole width to wrap in) or beside it */
static void
set_stacked (GtkWidget *widget,
             gboolean   stacked)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SHORTCUTS_GROUP (child) && stacked)
        g_object_set (child, "accel-size-group", NULL, NULL);
      if (GTK_IS_SHORTCUTS_SHORTCUT (child))
        {
          GtkWidget *box = gtk_widget_get_first_child (child);

          if (GTK_IS_ORIENTABLE (box))
            gtk_orientable_set_orientation (GTK_ORIENTABLE (box),
                                            stacked ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
          /* the keys to the left; the title fills the width it is measured for (at the
           * start, its lines were counted for the column's width and drawn in less) */
          for (GtkWidget *part = box != NULL ? gtk_widget_get_first_child (box) : NULL; part != NULL;
               part = gtk_widget_get_next_sibling (part))
            if (!GTK_IS_BOX (part))
              gtk_widget_set_halign (part, stacked ? GTK_ALIGN_START : GTK_ALIGN_FILL);
          continue;
        }
      set_stacked (child, stacked);
    }
}

/* @overlay at its own size, no larger than @parent: given the window's whole size, it stood
 * partly off a 1280 × 800 screen, placed by metacity at +61+60 (tester report 44, N44-4); at
 * its own size a window manager places it over the middle of @parent, as any dialog */
static void
fit_own_size (GtkWidget *overlay,
              GtkWindow *parent)
{
  int room = gtk_widget_get_width (GTK_WIDGET (parent));
  int room_height = gtk_widget_get_height (GTK_WIDGET (parent));
  int width = 0, height = 0;

  gtk_widget_measure (overlay, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  if (room > 0)
    width = MIN (width, room);
  gtk_widget_measure (overlay, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  if (room_height > 0)
    height = MIN (height, room_height);
  gtk_window_set_default_size (GTK_WINDOW (overlay), width, height);
}

/* Each time it shows: as many columns as fit beside each other in the window it is over,
 * else one column, each shortcut's keys above its title (a phone), and never wider than that
 * window */
static void
overlay_show_cb (GtkWidget *overlay)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (overlay));
  int room = parent != NULL ? gtk_widget_get_width (GTK_WIDGET (parent)) : 0;
  gboolean narrow;
  int min = 0;

  if (room <= 0)
    return;
  set_columns (overlay, 0);
  set_stacked (overlay, FALSE);
  gtk_widget_measure (overlay, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  narrow = min > room;
  if (narrow)
    set_columns (overlay, G_MAXUINT16);
  /* the columns laid out anew have their titles (and keys) in size groups again */
  let_shrink (overlay, FALSE);
  set_stacked (overlay, narrow);
  gtk_widget_measure (overlay, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min <= room)
    fit_own_size (overlay, parent);
}

/* The columns were laid out anew as the window mapped: their titles in size groups again */
static void
overlay_mapped_cb (GtkWidget *overlay)
{
  let_shrink (overlay, FALSE);
}

static char *keys_in_words (const char *accelerators);

/* GTK's window read aloud: each shortcut a Tab stop named by its title and its keys 
 * Space / Ctrl+R"), the search button by what it does. Orca read its title, then
 * "GtkToggleButton push button" and "scroll pane", and no shortcut could be heard (tester
 * report 45, N45-12) */
static void
make_readable (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SHORTCUTS_SHORTCUT (child))
        {
          g_autofree char *title = NULL;
          g_autofree char *accelerator = NULL;

          g_object_get (child, "title", &title, "accelerator", &accelerator, NULL);
          if (title != NULL && accelerator != NULL && accelerator[0] != '\0')
            {
              g_autofree char *words = keys_in_words (accelerator);
              g_autofree char *name = g_strdup_printf ("%s: %s", title, words);

              gtk_widget_set_focusable (child, TRUE);
              gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
            }
          continue;
        }
      if (GTK_IS_TOGGLE_BUTTON (child) && gtk_widget_get_ancestor (child, GTK_TYPE_HEADER_BAR) != NULL &&
          !GTK_IS_MENU_BUTTON (widget))  /* not the sections' menu button's own */
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        /* Translators: the search button of Keyboard Shortcuts, for screen readers */
                                        _("Search Shortcuts"), -1);
      make_readable (child);
    }
}

/**
 * herald_help_overlay_fit:
 * @overlay: the shortcuts window, just built
 *
 * Makes @overlay fit the window it shows over, each time it shows: the titles of the
 * shortcuts wrap between words, the search entry asks for a few characters, and where two
 * columns of shortcuts are wider than that window (a phone's 360 px) they stand in one. Each
 * shortcut is a Tab stop named by its title and keys, for screen readers.
 */
void
herald_help_overlay_fit (GtkShortcutsWindow *overlay)
{
  GtkWidget *content;

  g_return_if_fail (GTK_IS_SHORTCUTS_WINDOW (overlay));

  /* the sections scroll: in one column they are taller than a phone's 640 px */
  content = gtk_window_get_child (GTK_WINDOW (overlay));
  for (GtkWidget *child = content != NULL ? gtk_widget_get_first_child (content) : NULL; child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_STACK (child) && GTK_IS_BOX (content))
      {
        GtkWidget *scroller = gtk_scrolled_window_new ();

        gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
        gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
        /* and as wide as its columns would be: the window takes that width (fit_own_size ()) */
        gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
        gtk_widget_set_vexpand (scroller, TRUE);
        g_object_ref (child);
        gtk_box_insert_child_after (GTK_BOX (content), scroller, child);
        gtk_box_remove (GTK_BOX (content), child);
        gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), child);
        g_object_unref (child);
        break;
      }

  make_readable (GTK_WIDGET (overlay));
  let_shrink (GTK_WIDGET (overlay), FALSE);
  g_signal_connect (overlay, "show", G_CALLBACK (overlay_show_cb), NULL);
  g_signal_connect_after (overlay, "map", G_CALLBACK (overlay_mapped_cb), NULL);
}

/* The keys of @accelerators (GtkShortcutsShortcut's form: accelerators separated by spaces) in
 * words, for screen readers: "Space / Ctrl+R" */
static char *
keys_in_words (const char *accelerators)
{
  g_auto(GStrv) each = g_strsplit (accelerators, " ", -1);
  g_autoptr(GString) words = g_string_new (NULL);

  for (guint i = 0; each[i] != NULL; i++)
    {
      guint key;
      GdkModifierType mods;

      if (each[i][0] == '\0' || !gtk_accelerator_parse (each[i], &key, &mods))
        continue;
      if (words->len > 0)
        g_string_append (words, " / ");
      {
        g_autofree char *label = gtk_accelerator_get_label (key, mods);

        g_string_append (words, label);
      }
    }

  return g_string_free (g_steal_pointer (&words), FALSE);
}

/* The shortcuts of @group (a GtkShortcutsGroup, or a widget inside one) appended to @list,
 * one row each: the title, and under it the keys */
static void
add_shortcuts (GtkWidget *widget,
               GtkWidget *list)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *title = NULL;
      g_autofree char *accelerator = NULL;
      g_autofree char *words = NULL;
      g_autofree char *name = NULL;
      GtkWidget *row, *box, *label, *keys;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (child))
        {
          add_shortcuts (child, list);
          continue;
        }
      g_object_get (child, "title", &title, "accelerator", &accelerator, NULL);
      if (title == NULL || accelerator == NULL || accelerator[0] == '\0')
        continue;

      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      gtk_widget_set_margin_start (box, 12);
      gtk_widget_set_margin_end (box, 12);
      gtk_widget_set_margin_top (box, 9);
      gtk_widget_set_margin_bottom (box, 9);
      label = gtk_label_new (title);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (box), label);
      keys = gtk_shortcut_label_new (accelerator);
      gtk_widget_set_halign (keys, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), keys);

      row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      words = keys_in_words (accelerator);
      name = g_strdup_printf ("%s: %s", title, words);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
}

/* Each group of shortcuts in @widget as a heading and a boxed list in @box */
static void
add_groups (GtkWidget *widget,
            GtkWidget *box)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *title = NULL;
      GtkWidget *heading, *list;

      if (!GTK_IS_SHORTCUTS_GROUP (child))
        {
          add_groups (child, box);
          continue;
        }
      g_object_get (child, "title", &title, NULL);
      heading = gtk_label_new (title);
      gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (heading), PANGO_WRAP_WORD);
      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_widget_add_css_class (heading, "heading");
      if (gtk_widget_get_first_child (box) != NULL)
        gtk_widget_set_margin_top (heading, 18);
      list = gtk_list_box_new ();
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      add_shortcuts (child, list);
      gtk_box_append (GTK_BOX (box), heading);
      gtk_box_append (GTK_BOX (box), list);
    }
}

/* The shortcuts of @overlay as a phone shows them, over @parent and as large as it: a list of
 * rows, each the title with its keys under it, the rows of a group in a box with lines
 * between them. GTK's window on a phone, one column with each shortcut's keys above its
 * title, was read as keys under the title above them ("Würfeln" with Ctrl+D), a wrapped
 * title ran over the next row, and under metacity it was 476 × 1000 px over a 360 × 640
 * window (verify report 11, V-5). */
static GtkWindow *
list_window_new (GtkShortcutsWindow *overlay,
                 GtkWindow          *parent)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_window_set_title (GTK_WINDOW (window), gtk_window_get_title (GTK_WINDOW (overlay)));
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  /* as large as the window, and again as it changes size (herald-dialog-place.c) */
  herald_dialog_fit_over (GTK_WINDOW (window), parent, G_MAXINT, G_MAXINT);
  /* Escape closes it, as it closes GTK's */
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, keys);

  gtk_box_append (GTK_BOX (content), adw_header_bar_new ());
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 24);
  add_groups (GTK_WIDGET (overlay), box);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_box_append (GTK_BOX (content), scroller);
  adw_window_set_content (ADW_WINDOW (window), content);

  return GTK_WINDOW (window);
}

/**
 * herald_help_overlay_show:
 * @overlay: the shortcuts window, made to fit by herald_help_overlay_fit ()
 * @parent: the window it shows over
 *
 * Shows the shortcuts over @parent: @overlay where its two columns fit beside each other at
 * their natural width, else (a phone, a tablet at a large text scale) a list of the same
 * shortcuts, as wide and as high as @parent.
 *
 * Returns: (transfer none): the window shown
 */
GtkWindow *
herald_help_overlay_show (GtkShortcutsWindow *overlay,
                          GtkWindow          *parent)
{
  int room = gtk_widget_get_width (GTK_WIDGET (parent));
  int natural = 0;
  GtkWindow *list;

  g_return_val_if_fail (GTK_IS_SHORTCUTS_WINDOW (overlay), NULL);
  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);

  set_columns (GTK_WIDGET (overlay), 0);
  let_shrink (GTK_WIDGET (overlay), FALSE);
  set_stacked (GTK_WIDGET (overlay), FALSE);
  /* at its whole width: narrower, GTK's columns cut their titles and keys mid-word instead of
   * wrapping them ("Table mode (Escape le" over a 768 px tablet at text scale 1.5, tester
   * report 48, N48-7) */
  gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  if (room <= 0 || natural <= room)
    {
      gtk_window_present (GTK_WINDOW (overlay));
      return GTK_WINDOW (overlay);
    }

  list = list_window_new (overlay, parent);
  gtk_window_present (list);
  return list;
}
